import type { ReservationStatus } from "~/features/reservations/schema";

/** Each status as staff read it on their screens and in their messages (the back-office is in English, DECISIONS §10). */
export const STAFF_STATUS_LABELS: Readonly<Record<ReservationStatus, string>> = {
  requested: "Requested",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
  checked_in: "Checked in",
  checked_out: "Checked out",
  no_show: "No-show",
};

/** A status inside a sentence ("is checked in"); an unknown stored value is shown as it is. */
export const staffStatusText = (status: string): string => (STAFF_STATUS_LABELS[status as ReservationStatus] ?? status).toLowerCase();
