import { currentPictureSrc, type RecordScreenView } from "~/components/admin/record-screen";
import { PictureInput, type RecordFieldProps, TextArea, TextInput, WholeNumberInput } from "~/components/forms/record-fields";
import { hotelDate } from "~/lib/dates";
import { ADVERT_FILE_FIELD, type PublicAdvert } from "~/features/adverts/schema";
import { advertsStaffWords } from "~/features/adverts/adverts-words";
import { mediaStaffWords } from "~/platform/media/media-words";

/** Add: every SPEC §7 field (blank ones take SPEC's defaults). Edit: title, stop date, description and picture (SPEC §7's PUT, and the description for its Chichewa version). */
function AdvertFields({ errorsFor, limits, record, onImageCheck, imageRequired }: RecordFieldProps<PublicAdvert>) {
  const editing = record !== undefined;
  return (
    <>
      <TextInput name="title" label="Title" limits={limits} errorsFor={errorsFor} defaultValue={record?.title} hint={editing ? undefined : "Leave empty for “image”."} />
      <TextInput name="period" type="date" label="Stop date" limits={limits} errorsFor={errorsFor} defaultValue={record?.period} hint="Last day the advert is shown (hotel time)." />
      {/* Shown on edit too, so staff can give an existing advert its Chichewa description (decision 043). */}
      <TextArea name="description" label="Description" limits={limits} errorsFor={errorsFor} rows={2} defaultValue={record?.description === "advert" ? undefined : record?.description} />
      {editing ? null : (
        <>
          <TextInput name="tag" label="Tag" limits={limits} errorsFor={errorsFor} hint="Leave empty for “umodzi”." />
          <WholeNumberInput name="rates" label="Rates" limits={limits} errorsFor={errorsFor} hint="Leave empty for 1." />
        </>
      )}
      <PictureInput name={ADVERT_FILE_FIELD} errorsFor={errorsFor} onImageCheck={onImageCheck} imageRequired={imageRequired} currentSrc={currentPictureSrc(record)} editing={editing} />
    </>
  );
}

/** Staff see every advert (DECISIONS §1); an expired one says so, since visitors no longer see it. */
function AdvertDetails({ record }: { record: PublicAdvert }) {
  if (!record.period) return <p className="admin-card-meta">No stop date: always shown</p>;
  const expired = record.period < hotelDate();
  return (
    <p className="admin-card-meta">
      {expired ? `Expired: stopped after ${record.period}; visitors no longer see it` : `Shown until ${record.period}`}
    </p>
  );
}

/** SPEC §2 "Manage Advert" (Add-Advert, View). */
export const ADVERT_SCREEN: RecordScreenView<PublicAdvert> = {
  title: "Manage Advert",
  lead: "Adverts in the home page popup. Each one shows until its stop date, then only staff see it.",
  addTab: "Add-Advert",
  viewTab: "View",
  listTitle: "All adverts",
  addTitle: "Add an advert",
  addButton: "Add advert",
  titleOf: (advert) => advert.title,
  fieldMessages: { title: advertsStaffWords.msg("titleRequired"), period: advertsStaffWords.msg("periodRequired"), rates: advertsStaffWords.msg("ratesInvalid"), [ADVERT_FILE_FIELD]: mediaStaffWords.msg("imageRequired") },
  Fields: AdvertFields,
  Details: AdvertDetails,
};
