// Written by `npm run db:migration-index` from the files beside it (db/migration-index.ts): do not edit.
import type { Migration } from "kysely";
import * as m0001Initial from "./0001-initial";
import * as m0010GalleryItems from "./0010-gallery-items";
import * as m0010ManagementTeamOrder from "./0010-management-team-order";
import * as m0020Adverts from "./0020-adverts";
import * as m0020EventSpaces from "./0020-event-spaces";
import * as m0040ContactMessages from "./0040-contact-messages";
import * as m0050Files from "./0050-files";
import * as m0070StaffAccountsAndAuditLog from "./0070-staff-accounts-and-audit-log";
import * as m0070UniqueRoomNames from "./0070-unique-room-names";
import * as m0080Vacancies from "./0080-vacancies";
import * as m0090EmailOutboxAndPasswordResets from "./0090-email-outbox-and-password-resets";
import * as m0100EventRequests from "./0100-event-requests";
import * as m0110VipApplications from "./0110-vip-applications";
import * as m0120LoyaltyEntries from "./0120-loyalty-entries";
import * as m0130StaffTwoStep from "./0130-staff-two-step";
import * as m0140NewsletterConfirmation from "./0140-newsletter-confirmation";
import * as m0150PartnerLogos from "./0150-partner-logos";
import * as m0160RateLimitHits from "./0160-rate-limit-hits";
import * as m0170NotNullKeys from "./0170-not-null-keys";
import * as m0180Awards from "./0180-awards";
import * as m0190GalleryPageHeroes from "./0190-gallery-page-heroes";
import * as m0200RoomAvailability from "./0200-room-availability";
import * as m0210Reservations from "./0210-reservations";
import * as m0220ServerKeysAndEmailChanges from "./0220-server-keys-and-email-changes";
import * as m0230TenderAddendaAndFollowers from "./0230-tender-addenda-and-followers";
import * as m0250ConfirmationCancelLinks from "./0250-confirmation-cancel-links";
import * as m0260RecordTranslations from "./0260-record-translations";
import * as m0270GuestLanguages from "./0270-guest-languages";
import * as m0280GuestCurrencies from "./0280-guest-currencies";
import * as m0290AcknowledgementsHeld from "./0290-acknowledgements-held";
import * as m0300CallbackRequests from "./0300-callback-requests";
import * as m0310ReservationCancelledAt from "./0310-reservation-cancelled-at";
import * as m0320RoomInclusions from "./0320-room-inclusions";
import * as m0330GuestReviews from "./0330-guest-reviews";
import * as m0340JobApplications from "./0340-job-applications";
import * as m0350HotelRooms from "./0350-hotel-rooms";
import * as m0360FrontDeskStatuses from "./0360-front-desk-statuses";
import * as m0370ReservationChannel from "./0370-reservation-channel";
import * as m0380EmailVerified from "./0380-email-verified";
import * as m0390CalendarExports from "./0390-calendar-exports";
import * as m0400ChannelFeeds from "./0400-channel-feeds";
import * as m0410StayPayments from "./0410-stay-payments";
import * as m0411ReservationDeposits from "./0411-reservation-deposits";
import * as m0430DepositRefunds from "./0430-deposit-refunds";
import * as m0440DepositDeadlines from "./0440-deposit-deadlines";
import * as m0450PaymentChecks from "./0450-payment-checks";

/** Every migration by name; Kysely runs them in the order of their names. */
export const migrations: Record<string, Migration> = {
  "0001-initial": m0001Initial,
  "0010-gallery-items": m0010GalleryItems,
  "0010-management-team-order": m0010ManagementTeamOrder,
  "0020-adverts": m0020Adverts,
  "0020-event-spaces": m0020EventSpaces,
  "0040-contact-messages": m0040ContactMessages,
  "0050-files": m0050Files,
  "0070-staff-accounts-and-audit-log": m0070StaffAccountsAndAuditLog,
  "0070-unique-room-names": m0070UniqueRoomNames,
  "0080-vacancies": m0080Vacancies,
  "0090-email-outbox-and-password-resets": m0090EmailOutboxAndPasswordResets,
  "0100-event-requests": m0100EventRequests,
  "0110-vip-applications": m0110VipApplications,
  "0120-loyalty-entries": m0120LoyaltyEntries,
  "0130-staff-two-step": m0130StaffTwoStep,
  "0140-newsletter-confirmation": m0140NewsletterConfirmation,
  "0150-partner-logos": m0150PartnerLogos,
  "0160-rate-limit-hits": m0160RateLimitHits,
  "0170-not-null-keys": m0170NotNullKeys,
  "0180-awards": m0180Awards,
  "0190-gallery-page-heroes": m0190GalleryPageHeroes,
  "0200-room-availability": m0200RoomAvailability,
  "0210-reservations": m0210Reservations,
  "0220-server-keys-and-email-changes": m0220ServerKeysAndEmailChanges,
  "0230-tender-addenda-and-followers": m0230TenderAddendaAndFollowers,
  "0250-confirmation-cancel-links": m0250ConfirmationCancelLinks,
  "0260-record-translations": m0260RecordTranslations,
  "0270-guest-languages": m0270GuestLanguages,
  "0280-guest-currencies": m0280GuestCurrencies,
  "0290-acknowledgements-held": m0290AcknowledgementsHeld,
  "0300-callback-requests": m0300CallbackRequests,
  "0310-reservation-cancelled-at": m0310ReservationCancelledAt,
  "0320-room-inclusions": m0320RoomInclusions,
  "0330-guest-reviews": m0330GuestReviews,
  "0340-job-applications": m0340JobApplications,
  "0350-hotel-rooms": m0350HotelRooms,
  "0360-front-desk-statuses": m0360FrontDeskStatuses,
  "0370-reservation-channel": m0370ReservationChannel,
  "0380-email-verified": m0380EmailVerified,
  "0390-calendar-exports": m0390CalendarExports,
  "0400-channel-feeds": m0400ChannelFeeds,
  "0410-stay-payments": m0410StayPayments,
  "0411-reservation-deposits": m0411ReservationDeposits,
  "0430-deposit-refunds": m0430DepositRefunds,
  "0440-deposit-deadlines": m0440DepositDeadlines,
  "0450-payment-checks": m0450PaymentChecks,
};
