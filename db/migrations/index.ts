import type { Migration } from "kysely";
import * as initial from "./0001-initial";
import * as galleryItems from "./0010-gallery-items";
import * as managementTeamOrder from "./0010-management-team-order";
import * as contactMessages from "./0040-contact-messages";
import * as adverts from "./0020-adverts";
import * as eventSpaces from "./0020-event-spaces";
import * as files from "./0050-files";
import * as staffAccountsAndAuditLog from "./0070-staff-accounts-and-audit-log";
import * as uniqueRoomNames from "./0070-unique-room-names";
import * as vacancies from "./0080-vacancies";
import * as eventRequests from "./0100-event-requests";
import * as emailOutboxAndPasswordResets from "./0090-email-outbox-and-password-resets";
import * as vipApplications from "./0110-vip-applications";
import * as loyaltyEntries from "./0120-loyalty-entries";
import * as staffTwoStep from "./0130-staff-two-step";
import * as newsletterConfirmation from "./0140-newsletter-confirmation";
import * as partnerLogos from "./0150-partner-logos";
import * as rateLimitHits from "./0160-rate-limit-hits";
import * as notNullKeys from "./0170-not-null-keys";
import * as awards from "./0180-awards";
import * as galleryPageHeroes from "./0190-gallery-page-heroes";
import * as roomAvailability from "./0200-room-availability";
import * as reservations from "./0210-reservations";
import * as serverKeysAndEmailChanges from "./0220-server-keys-and-email-changes";
import * as tenderAddendaAndFollowers from "./0230-tender-addenda-and-followers";
import * as confirmationCancelLinks from "./0250-confirmation-cancel-links";
import * as recordTranslations from "./0260-record-translations";
import * as guestLanguages from "./0270-guest-languages";
import * as guestCurrencies from "./0280-guest-currencies";
import * as acknowledgementsHeld from "./0290-acknowledgements-held";

/**
 * Every migration, in order. Listed explicitly (not read from a folder) so they travel
 * inside the server bundle and run the same from `npm start` and `npm run db:migrate`.
 */
export const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0010-gallery-items": galleryItems,
  "0010-management-team-order": managementTeamOrder,
  "0040-contact-messages": contactMessages,
  "0020-adverts": adverts,
  "0020-event-spaces": eventSpaces,
  "0050-files": files,
  "0070-staff-accounts-and-audit-log": staffAccountsAndAuditLog,
  "0070-unique-room-names": uniqueRoomNames,
  "0080-vacancies": vacancies,
  "0090-email-outbox-and-password-resets": emailOutboxAndPasswordResets,
  "0100-event-requests": eventRequests,
  "0110-vip-applications": vipApplications,
  "0120-loyalty-entries": loyaltyEntries,
  "0130-staff-two-step": staffTwoStep,
  "0140-newsletter-confirmation": newsletterConfirmation,
  "0150-partner-logos": partnerLogos,
  "0160-rate-limit-hits": rateLimitHits,
  "0170-not-null-keys": notNullKeys,
  "0180-awards": awards,
  "0190-gallery-page-heroes": galleryPageHeroes,
  "0200-room-availability": roomAvailability,
  "0210-reservations": reservations,
  "0220-server-keys-and-email-changes": serverKeysAndEmailChanges,
  "0230-tender-addenda-and-followers": tenderAddendaAndFollowers,
  "0250-confirmation-cancel-links": confirmationCancelLinks,
  "0260-record-translations": recordTranslations,
  "0270-guest-languages": guestLanguages,
  "0280-guest-currencies": guestCurrencies,
  "0290-acknowledgements-held": acknowledgementsHeld,
};
