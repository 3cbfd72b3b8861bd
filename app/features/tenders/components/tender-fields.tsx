import type { RecordScreenView } from "~/components/admin/record-screen";
import { AdminCardDocument, currentFileOf } from "~/components/admin/file-card-media";
import { type RecordFieldProps, TextInput, UploadInput } from "~/components/forms/record-fields";
import { messages } from "~/lib/messages";
import type { PublicTender } from "~/features/tenders/schema";

function TenderFields({ errorsFor, limits, record, onImageCheck, imageRequired }: RecordFieldProps<PublicTender>) {
  return (
    <>
      <TextInput name="name" label="Name" limits={limits} errorsFor={errorsFor} defaultValue={record?.name} hint="e.g. “Supply of Linen 2027”; the PDF downloads under this name." />
      <TextInput name="closingDate" label="Closing date" type="date" limits={limits} errorsFor={errorsFor} defaultValue={record?.closingDate} />
      <UploadInput name="document" kind="tender" errorsFor={errorsFor} onFileCheck={onImageCheck} required={imageRequired} current={currentFileOf(record)} editing={record !== undefined} />
    </>
  );
}

function TenderDetails({ record }: { record: PublicTender }) {
  return <p className="admin-card-text">Closes {record.closingDate}</p>;
}

/** SPEC §2 "Tender Management". */
export const TENDER_SCREEN: RecordScreenView<PublicTender> = {
  title: "Tender Management",
  lead: "Tender notices on the Tenders page; visitors see them until their closing date.",
  addTab: "Add-Tender",
  viewTab: "View",
  listTitle: "All tenders",
  addTitle: "Add a tender",
  addButton: "Upload tender",
  titleOf: (tender) => tender.name,
  fieldMessages: { name: messages.nameRequired, closingDate: messages.closingDateRequired, document: messages.documentRequired },
  Fields: TenderFields,
  Details: TenderDetails,
  Media: AdminCardDocument,
  deleteFailed: messages.tenderDeleteFailed,
};
