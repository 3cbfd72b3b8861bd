import type { StoredRecord } from "~/platform/records/content-type";

type MessageCardRow = StoredRecord<"bars" | "restaurants" | "wellness_entries", "name" | "message">;

/**
 * Bars, restaurants and health & wellness entries are stored and sent alike (SPEC §3): a name,
 * a message and a picture. Their declarations spread this and add what is theirs.
 */
export const messageCardRecord = {
  columns: ["name", "message"] as const,
  picture: "required" as const,
  write: (input: { name: string; message: string }) => ({ name: input.name, message: input.message }),
  read: (row: MessageCardRow) => ({ id: row.id, name: row.name, message: row.message, image: row.picture?.src ?? null, picture: row.picture }),
};
