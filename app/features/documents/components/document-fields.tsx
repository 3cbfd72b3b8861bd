import type { RecordScreenView } from "~/components/admin/record-screen";
import { AdminCardDocument, currentFileOf } from "~/components/admin/file-card-media";
import { type RecordFieldProps, TextInput, UploadInput } from "~/components/forms/record-fields";
import type { PublicDocument } from "~/features/documents/schema";
import { documentsWords } from "~/features/documents/documents-words";
import { documentsStaffWords } from "~/features/documents/documents-staff-words";
import { filesWords } from "~/platform/files/files-words";
import { fieldWords } from "~/platform/forms/field-words";

function DocumentFields({ errorsFor, limits, record, onImageCheck, imageRequired }: RecordFieldProps<PublicDocument>) {
  return (
    <>
      <TextInput name="name" label="Name" limits={limits} errorsFor={errorsFor} defaultValue={record?.name} hint="Visitors download it under this name, e.g. “Hotel Fact Sheet.pdf”." />
      <UploadInput name="document" kind="document" errorsFor={errorsFor} onFileCheck={onImageCheck} required={imageRequired} current={currentFileOf(record)} editing={record !== undefined} />
    </>
  );
}

/** SPEC §2 "Documents & Downloads". */
export const DOCUMENT_SCREEN: RecordScreenView<PublicDocument> = {
  title: "Documents & Downloads",
  lead: "PDFs on the Documents page: fact sheets, price lists, menus.",
  addTab: "Add-Document",
  viewTab: "View",
  listTitle: "All documents",
  addTitle: "Add a document",
  addButton: "Upload document",
  titleOf: (document) => document.name,
  fieldMessages: { name: fieldWords.msg("nameRequired"), document: filesWords.msg("documentRequired") },
  Fields: DocumentFields,
  Media: AdminCardDocument,
  emptyText: documentsWords.msg("noDocumentsFound"),
  deleteFailed: documentsStaffWords.msg("documentDeleteFailed"),
};
