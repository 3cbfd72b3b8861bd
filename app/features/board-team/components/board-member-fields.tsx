import { currentPictureSrc, type RecordScreenView } from "~/components/admin/record-screen";
import { PictureInput, type RecordFieldProps, TextInput } from "~/components/forms/record-fields";
import type { PublicBoardMember } from "~/features/board-team/schema";
import { fieldWords } from "~/platform/forms/field-words";
import { mediaStaffWords } from "~/platform/media/media-words";

function BoardMemberFields({ errorsFor, limits, record, onImageCheck, imageRequired }: RecordFieldProps<PublicBoardMember>) {
  return (
    <>
      <TextInput name="name" label="Name" limits={limits} errorsFor={errorsFor} defaultValue={record?.name} hint="With the title the page should show, e.g. “Dr Grace Chilima”." />
      <PictureInput errorsFor={errorsFor} onImageCheck={onImageCheck} imageRequired={imageRequired} currentSrc={currentPictureSrc(record)} editing={record !== undefined} />
    </>
  );
}

/** SPEC §2 "Board Team" (Add-Member, View). */
export const BOARD_TEAM_SCREEN: RecordScreenView<PublicBoardMember> = {
  title: "Board Team",
  lead: "The board members shown on the Board members page, with their portraits.",
  addTab: "Add-Member",
  viewTab: "View",
  listTitle: "All board members",
  addTitle: "Add a board member",
  addButton: "Add member",
  titleOf: (member) => member.name,
  fieldMessages: { name: fieldWords.msg("nameRequired"), image: mediaStaffWords.msg("imageRequired") },
  Fields: BoardMemberFields,
};
