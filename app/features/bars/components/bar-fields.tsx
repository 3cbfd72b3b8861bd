import { currentPictureSrc, type RecordScreenConfig } from "~/components/admin/record-screen";
import { PictureInput, type RecordFieldProps, TextArea, TextInput } from "~/components/forms/record-fields";
import { messages } from "~/lib/messages";
import { BAR_KIND } from "~/features/bars/bar-kind";
import type { PublicBar } from "~/features/bars/schema";

function BarFields({ errorsFor, limits, record, onImageCheck, imageRequired }: RecordFieldProps<PublicBar>) {
  return (
    <>
      <TextInput name="name" label="Name" limits={limits} errorsFor={errorsFor} defaultValue={record?.name} hint="bush bar, afroma bar, orchid bar; “main” is the page's introduction." />
      <TextArea name="message" label="Message" limits={limits} errorsFor={errorsFor} defaultValue={record?.message} />
      <PictureInput errorsFor={errorsFor} onImageCheck={onImageCheck} imageRequired={imageRequired} currentSrc={currentPictureSrc(record)} editing={record !== undefined} />
    </>
  );
}

function BarDetails({ record }: { record: PublicBar }) {
  return <p className="admin-card-text">{record.message}</p>;
}

/** SPEC §2 "Manage Bar" (Add-Bar, View). */
export const BAR_SCREEN: RecordScreenConfig<PublicBar> = {
  kind: BAR_KIND,
  title: "Manage Bar",
  lead: "The bars on the Bars page: happy hours, entertainment and opening times.",
  addTab: "Add-Bar",
  viewTab: "View",
  listTitle: "All bars",
  addTitle: "Add a bar",
  addButton: "Add bar",
  titleOf: (bar) => bar.name,
  picture: "required",
  fieldMessages: { name: messages.nameRequired, message: messages.messageRequired, image: messages.imageRequired },
  Fields: BarFields,
  Details: BarDetails,
};
