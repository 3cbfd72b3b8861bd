import { z } from "zod";
import { lineText, multilineText, wholeNumber } from "~/platform/forms/schema-fields";
import { PictureSchema } from "~/platform/media/picture-schema";
import { roomsStaffWords } from "~/features/rooms/rooms-staff-words";
import { fieldStaffWords } from "~/platform/forms/fields-staff-words";

// A room type's name, typed on the Rooms screen (a new type may be added) and kept once
// (name_key); an item's room is chosen from the rooms there are. Missing: "Room is required".
const name = lineText({ required: roomsStaffWords.msg("roomRequired"), max: 100, tooLong: "Name must be at most 100 characters" });

/** Integer kwacha. Forms send strings and JSON clients numbers; blank or absent means 0 (SPEC's default fee). */
const fee = wholeNumber({ message: fieldStaffWords.msg("feeInvalid"), min: 0, max: 100_000_000 }).default(0);

const description = multilineText({ max: 1000, tooLong: "Description must be at most 1000 characters" }).optional();

/** What the rate includes, one item per line ("Breakfast for two", "Wi-Fi", "Airport transfer"). */
const inclusions = multilineText({ max: 500, tooLong: "Included in the rate must be at most 500 characters" }).optional();

/**
 * Rooms of this type the hotel sells, and guests one of them sleeps (children included).
 * Absent leaves the stored value (a new room: 0 rooms, 2 guests, migration 0200), so an older
 * client that sends only name and rate never closes a room type by accident.
 */
const inventory = wholeNumber({ message: roomsStaffWords.msg("inventoryInvalid"), min: 0, max: 1000 });
const maxGuests = wholeNumber({ message: roomsStaffWords.msg("maxGuestsInvalid"), min: 1, max: 20 });

/** Fields of a room, shared by the back-office form, the page action and the API. */
export const RoomInputSchema = z.object({ name, fee, description, inventory, maxGuests, inclusions });

export const RoomItemInputSchema = z.object({
  name: lineText({ required: roomsStaffWords.msg("roomRequired"), max: 100 }),
  itemName: lineText({ required: roomsStaffWords.msg("itemNameRequired"), max: 100, tooLong: "Item name must be at most 100 characters" }),
});

/** A room as visitors and API clients see it. `image` keeps the old API's single path. */
export const RoomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fee: z.number().int(),
  description: z.string().nullable(),
  inventory: z.number().int(),
  maxGuests: z.number().int(),
  /** What the rate includes, one item per line; null for none given. */
  inclusions: z.string().nullable(),
  image: z.string().nullable(),
  picture: PictureSchema.nullable(),
});
export type PublicRoom = z.infer<typeof RoomSchema>;

export const RoomItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  itemName: z.string(),
  image: z.string().nullable(),
  picture: PictureSchema.nullable(),
});
export type PublicRoomItem = z.infer<typeof RoomItemSchema>;
