import { createRecordStore } from "~/platform/records/record-store.server";
import { GalleryItemInputSchema, GalleryItemSchema } from "~/features/gallery/schema";
import { GALLERY_KIND } from "~/features/gallery/gallery-kind";

/** The picture gallery, for the Picture Gallery page, the back-office (/picture) and `/api/gallery`. */
export const gallery = createRecordStore({
  ...GALLERY_KIND,
  table: "gallery_items",
  columns: ["name"],
  input: GalleryItemInputSchema,
  output: GalleryItemSchema,
  picture: "required",
  write: (input) => ({ name: input.name }),
  read: (row) => ({ id: row.id, name: row.name, image: row.picture?.src ?? null, picture: row.picture }),
});
