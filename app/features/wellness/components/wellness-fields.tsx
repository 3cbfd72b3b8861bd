import { currentPictureSrc, type RecordScreenConfig } from "~/components/admin/record-screen";
import { PictureInput, type RecordFieldProps, TextArea, TextInput } from "~/components/forms/record-fields";
import { messages } from "~/lib/messages";
import { WELLNESS_KIND } from "~/features/wellness/wellness-kind";
import type { PublicWellnessEntry } from "~/features/wellness/schema";

function WellnessFields({ errorsFor, limits, record, onImageCheck, imageRequired }: RecordFieldProps<PublicWellnessEntry>) {
  return (
    <>
      <TextInput
        name="name"
        label="Name"
        limits={limits}
        errorsFor={errorsFor}
        defaultValue={record?.name}
        hint="GYM (the gym shown on the site), Aerobics; “main” is the page's introduction."
      />
      <TextArea name="message" label="Message" limits={limits} errorsFor={errorsFor} defaultValue={record?.message} />
      <PictureInput errorsFor={errorsFor} onImageCheck={onImageCheck} imageRequired={imageRequired} currentSrc={currentPictureSrc(record)} editing={record !== undefined} />
    </>
  );
}

function WellnessDetails({ record }: { record: PublicWellnessEntry }) {
  return <p className="admin-card-text">{record.message}</p>;
}

/** SPEC §2 "Health & Wellness" (Add-exercise, View). */
export const WELLNESS_SCREEN: RecordScreenConfig<PublicWellnessEntry> = {
  kind: WELLNESS_KIND,
  title: "Health & Wellness",
  lead: "The spa, gym and aerobics cards on the Health & Wellness pages: hours and what guests can expect.",
  addTab: "Add-exercise",
  viewTab: "View",
  listTitle: "All health & wellness entries",
  addTitle: "Add an exercise",
  addButton: "Add exercise",
  titleOf: (entry) => entry.name,
  picture: "required",
  fieldMessages: { name: messages.nameRequired, message: messages.messageRequired, image: messages.imageRequired },
  Fields: WellnessFields,
  Details: WellnessDetails,
};
