import { recordStoreOf } from "~/platform/records/record-store.server";
import { DOCUMENT_TYPE } from "~/features/documents/document.type";

/** Documents: their page, the back-office and `/api/document`. */
export const documents = recordStoreOf(DOCUMENT_TYPE);
