import { defineContentType } from "~/platform/records/content-type";
import { GALLERY_SCREEN } from "~/features/gallery/components/gallery-fields";
import { GalleryItemInputSchema, GalleryItemSchema } from "~/features/gallery/schema";

/** The Media Gallery's pictures, for the gallery page, the back-office (/picture) and `/api/gallery`. */
export const GALLERY_TYPE = defineContentType({
  key: "picture",
  noun: "picture",
  plural: "gallery pictures",
  table: "gallery_items",
  columns: ["name", "heads_page"],
  input: GalleryItemInputSchema,
  output: GalleryItemSchema,
  translatable: ["name"],
  picture: "required",
  write: (input) => ({ name: input.name, ...(input.heads_page !== undefined ? { heads_page: input.heads_page } : {}) }),
  read: (row) => ({ id: row.id, name: row.name, heads_page: row.heads_page, image: row.picture?.src ?? null, picture: row.picture }),
  auditLabel: "Media gallery",
  api: { path: "/gallery", tag: "Gallery" },
  screen: { path: "/picture", title: "Media Gallery", menu: { group: "Pages and media", label: "Media Gallery", order: 10 }, view: GALLERY_SCREEN },
  pages: [{ path: "/PictureGarlery", module: "routes/public/picture-gallery.tsx" }],
  example: { name: "Sundowners on the terrace" },
});

export default GALLERY_TYPE;
