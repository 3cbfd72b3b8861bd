import type { RecordScreenView } from "~/components/admin/record-screen";
import { AdminCardDocument, currentFileOf } from "~/components/admin/file-card-media";
import { type RecordFieldProps, TextInput, UploadInput } from "~/components/forms/record-fields";
import { useContext } from "react";
import { closingCountdown, formatClosing, isClosed } from "~/features/tenders/closing";
import { AdminAddenda, TenderScreenContext } from "~/features/tenders/components/admin-addenda";
import type { PublicTender } from "~/features/tenders/schema";
import { tendersStaffWords } from "~/features/tenders/tenders-staff-words";
import { filesWords } from "~/platform/files/files-words";
import { fieldWords } from "~/platform/forms/field-words";
import { fieldStaffWords } from "~/platform/forms/fields-staff-words";

function TenderFields({ errorsFor, limits, record, onImageCheck, imageRequired }: RecordFieldProps<PublicTender>) {
  return (
    <>
      <TextInput name="name" label="Name" limits={limits} errorsFor={errorsFor} defaultValue={record?.name} hint="e.g. “Supply of Linen 2027”; the PDF downloads under this name." />
      <TextInput name="closingDate" label="Closing date" type="date" limits={limits} errorsFor={errorsFor} defaultValue={record?.closingDate} />
      <TextInput
        name="closingTime"
        label="Closing time (Lilongwe)"
        type="time"
        limits={limits}
        errorsFor={errorsFor}
        defaultValue={record?.closingTime}
        hint="Lilongwe time. Empty: the end of the closing day (23:59). Followers are emailed when it moves."
      />
      <UploadInput name="document" kind="tender" errorsFor={errorsFor} onFileCheck={onImageCheck} required={imageRequired} current={currentFileOf(record)} editing={record !== undefined} />
    </>
  );
}

function TenderDetails({ record }: { record: PublicTender }) {
  const { now } = useContext(TenderScreenContext);
  const closed = isClosed(record.closesAt, now);
  return (
    <>
      <p className="admin-card-text">
        {closed ? "Closed " : `${closingCountdown(record.closesAt, now)}: `}
        <time dateTime={record.closesAt}>{formatClosing(record.closesAt)}</time>
      </p>
      <AdminAddenda tender={record} />
    </>
  );
}

/** SPEC §2 "Tender Management". */
export const TENDER_SCREEN: RecordScreenView<PublicTender> = {
  title: "Tender Management",
  lead: "Tender notices on the Tenders page, each with its closing time and addenda. Closed tenders stay listed as closed.",
  addTab: "Add-Tender",
  viewTab: "View",
  listTitle: "All tenders",
  addTitle: "Add a tender",
  addButton: "Upload tender",
  titleOf: (tender) => tender.name,
  fieldMessages: { name: fieldWords.msg("nameRequired"), closingDate: fieldStaffWords.msg("closingDateRequired"), closingTime: tendersStaffWords.msg("closingTimeInvalid"), document: filesWords.msg("documentRequired") },
  Fields: TenderFields,
  Details: TenderDetails,
  Media: AdminCardDocument,
  deleteFailed: tendersStaffWords.msg("tenderDeleteFailed"),
};
