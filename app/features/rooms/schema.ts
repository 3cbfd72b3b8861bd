import { z } from "zod";
import { messages } from "~/lib/messages";
import { PictureSchema } from "~/features/media/picture-schema";

const name = z
  .string({ error: messages.nameRequired })
  .trim()
  .min(1, messages.nameRequired)
  .max(100, "Name must be at most 100 characters");

/** Integer kwacha. Forms send strings and JSON clients numbers; blank or absent means 0 (SPEC's default fee). */
const fee = z.coerce
  .number({ error: messages.feeInvalid })
  .int(messages.feeInvalid)
  .min(0, messages.feeInvalid)
  .max(100_000_000, messages.feeInvalid)
  .default(0);

const description = z.string().trim().max(1000, "Description must be at most 1000 characters").optional();

/** Fields of a room, shared by the back-office form, the page action and the API. */
export const RoomInputSchema = z.object({ name, fee, description });
export type RoomInput = z.infer<typeof RoomInputSchema>;

export const RoomItemInputSchema = z.object({
  name: z.string({ error: messages.roomRequired }).trim().min(1, messages.roomRequired).max(100),
  itemName: z
    .string({ error: messages.itemNameRequired })
    .trim()
    .min(1, messages.itemNameRequired)
    .max(100, "Item name must be at most 100 characters"),
});
export type RoomItemInput = z.infer<typeof RoomItemInputSchema>;

/** A room as visitors and API clients see it. `image` keeps the old API's single path. */
export const RoomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fee: z.number().int(),
  description: z.string().nullable(),
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
