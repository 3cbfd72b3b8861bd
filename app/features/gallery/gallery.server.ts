import { recordStoreOf } from "~/platform/records/record-store.server";
import { GALLERY_TYPE } from "~/features/gallery/picture.type";

/** The Media Gallery: its page, the back-office and `/api/gallery`. */
export const gallery = recordStoreOf(GALLERY_TYPE);
