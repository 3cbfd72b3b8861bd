import { currentPictureSrc, type RecordScreenView } from "~/components/admin/record-screen";
import { PictureInput, type RecordFieldProps, TextInput } from "~/components/forms/record-fields";
import type { PublicPartner } from "~/features/partners/schema";
import { fieldWords } from "~/platform/forms/field-words";
import { mediaStaffWords } from "~/platform/media/media-words";

function PartnerFields({ errorsFor, limits, record, onImageCheck, imageRequired }: RecordFieldProps<PublicPartner>) {
  return (
    <>
      <TextInput name="name" label="Name" limits={limits} errorsFor={errorsFor} defaultValue={record?.name} hint="Read out to visitors who cannot see the logo." />
      <TextInput name="link" label="Website" type="url" limits={limits} errorsFor={errorsFor} defaultValue={record?.link} hint="https://… (leave empty for no link)" />
      <PictureInput errorsFor={errorsFor} onImageCheck={onImageCheck} imageRequired={imageRequired} currentSrc={currentPictureSrc(record)} editing={record !== undefined} />
    </>
  );
}

/** The home page's logo slider (SPEC §2 "logo slider"): partners' logos. */
export const PARTNERS_SCREEN: RecordScreenView<PublicPartner> = {
  title: "Partner logos",
  lead: "The logos in the slider at the foot of the home page, with a link to each partner's site.",
  addTab: "Add-Logo",
  viewTab: "View",
  listTitle: "All partner logos",
  addTitle: "Add a partner logo",
  addButton: "Add logo",
  titleOf: (partner) => partner.name,
  fieldMessages: { name: fieldWords.msg("nameRequired"), link: fieldWords.msg("urlInvalid"), image: mediaStaffWords.msg("imageRequired") },
  Fields: PartnerFields,
};
