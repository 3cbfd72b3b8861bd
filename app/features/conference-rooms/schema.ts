import { z } from "zod";
import { multilineText, wholeNumber } from "~/platform/forms/schema-fields";
import { PictureSchema } from "~/platform/media/picture-schema";
import { HALLS, SUB_ROOMS } from "~/features/conference-rooms/conference-room-choices";
import { conferenceRoomsStaffWords } from "~/features/conference-rooms/conference-rooms-words";

/**
 * People in one seating layout. Absent: leave as it is (an old client's PUT does not know
 * these fields); blank or null: not offered / not published.
 */
const layoutCapacity = z.preprocess(
  (value) => (value === "" ? null : value),
  wholeNumber({ message: conferenceRoomsStaffWords.msg("layoutCapacityInvalid"), min: 1, max: 100_000 }).nullable(),
);

/**
 * A conference room (SPEC §3/§7 wire names: `name` is the hall, `fee` the sub-room,
 * `capacity` free text, required as SPEC §5 asks) plus its capacity per layout.
 */
export const ConferenceRoomInputSchema = z.object({
  name: z.enum(HALLS, { error: conferenceRoomsStaffWords.msg("hallRequired") }),
  fee: z.enum(SUB_ROOMS, { error: conferenceRoomsStaffWords.msg("subRoomRequired") }),
  capacity: multilineText({ required: conferenceRoomsStaffWords.msg("capacityRequired"), max: 500 }),
  cinema: layoutCapacity,
  classroom: layoutCapacity,
  u_shape: layoutCapacity,
  boardroom: layoutCapacity,
  banquet: layoutCapacity,
  cocktail: layoutCapacity,
});
export type ConferenceRoomInput = z.output<typeof ConferenceRoomInputSchema>;

const people = z.number().int().nullable();

export const ConferenceRoomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fee: z.string(),
  capacity: z.string(),
  cinema: people,
  classroom: people,
  u_shape: people,
  boardroom: people,
  banquet: people,
  cocktail: people,
  image: z.string().nullable(),
  picture: PictureSchema.nullable(),
});
export type PublicConferenceRoom = z.infer<typeof ConferenceRoomSchema>;
