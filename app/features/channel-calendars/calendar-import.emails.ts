/** The agencies' calendars' emails to the reservations address (staff, English). */
import type { NewEmail } from "~/platform/email/outbox.server";
import { nightsListText } from "~/features/reservations/stay-text";
import type { ChannelConflict } from "./calendar-import-schema";

/** The first failure of a streak: which calendar, why, and that nothing imported was lost. */
export function feedFailingEmail(input: { to: string; hotelName: string; agency: string; roomNumber: string; error: string }): NewEmail {
  return {
    kind: "channel-feed-failing",
    to: input.to,
    subject: `The ${input.agency} calendar of room ${input.roomNumber} cannot be read`,
    text: [
      `The ${input.hotelName} website could not read the ${input.agency} calendar of room ${input.roomNumber}:`,
      "",
      input.error,
      "",
      "Nothing was lost: the stays of its last good import are kept as they were, and the room's nights stay blocked. The website keeps trying; you will not get another email about this calendar until it has been read successfully again.",
      "",
      `If the agency changed the calendar's address, paste the new one on the Agency calendars screen (/channel-feeds) of the back-office; meanwhile check new ${input.agency} bookings for room ${input.roomNumber} in its extranet.`,
    ].join("\n"),
  };
}

/** New clashes found by a sync: each imported stay, its nights, and the stay already in the room. */
export function conflictsFoundEmail(input: { to: string; hotelName: string; agency: string; roomNumber: string; conflicts: ChannelConflict[] }): NewEmail {
  const lines = input.conflicts.flatMap((conflict) => [
    `- ${conflict.reference} (${conflict.agency}), room ${conflict.roomNumber}, nights ${nightsListText(conflict.nights, 7)}: held by ${conflict.blocking ? `${conflict.blocking.reference} (${conflict.blocking.guestName}, ${conflict.blocking.channel})` : "another stay"}.`,
    conflict.moveTo && conflict.blocking ? `  Room ${conflict.moveTo.number} is free on all of ${conflict.blocking.reference}'s nights: move it there from the Today or Room numbers screen.` : "  No room of that type is free on all those nights: call the agency or the guest.",
  ]);
  return {
    kind: "channel-conflict",
    to: input.to,
    subject: `Double booking: ${input.agency} booked room ${input.roomNumber} on nights already taken`,
    text: [
      `The ${input.agency} calendar of room ${input.roomNumber} holds a booking on nights another stay already has in that room. The ${input.hotelName} website kept the agency's booking without a room on those nights:`,
      "",
      ...lines,
    ].join("\n"),
  };
}
