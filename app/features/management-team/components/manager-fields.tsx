import { currentPictureSrc, type RecordScreenView } from "~/components/admin/record-screen";
import { ChoiceSelect, PictureInput, type RecordFieldProps, TextInput, WholeNumberInput } from "~/components/forms/record-fields";
import { MANAGEMENT_POSITIONS } from "~/features/management-team/positions";
import type { PublicManager } from "~/features/management-team/schema";
import { managementTeamStaffWords } from "~/features/management-team/management-team-words";
import { fieldWords } from "~/platform/forms/field-words";
import { mediaStaffWords } from "~/platform/media/media-words";

function ManagerFields({ errorsFor, limits, record, onImageCheck, imageRequired }: RecordFieldProps<PublicManager>) {
  return (
    <>
      <TextInput name="name" label="Name" limits={limits} errorsFor={errorsFor} defaultValue={record?.name} />
      <ChoiceSelect
        name="position"
        label="Position"
        placeholder="Select a position"
        options={MANAGEMENT_POSITIONS}
        limits={limits}
        errorsFor={errorsFor}
        defaultValue={record?.position}
      />
      <WholeNumberInput
        name="sort_order"
        label="Order"
        limits={limits}
        errorsFor={errorsFor}
        defaultValue={record?.sort_order}
        hint={record ? "Cards appear from the lowest number up." : "Cards appear from the lowest number up; leave empty to add this card at the end."}
      />
      <PictureInput errorsFor={errorsFor} onImageCheck={onImageCheck} imageRequired={imageRequired} currentSrc={currentPictureSrc(record)} editing={record !== undefined} />
    </>
  );
}

function ManagerDetails({ record }: { record: PublicManager }) {
  return (
    <p className="admin-card-text">
      {record.position}
      <br />
      <span className="admin-card-meta">Order {record.sort_order}</span>
    </p>
  );
}

/** "Management Team" beside SPEC §2's Board Team, with the same tabs (Add-Member, View). */
export const MANAGEMENT_TEAM_SCREEN: RecordScreenView<PublicManager> = {
  title: "Management Team",
  lead: "The managers on the Management Team page, in the order their cards appear there.",
  addTab: "Add-Member",
  viewTab: "View",
  listTitle: "All managers, in page order",
  addTitle: "Add a management team member",
  addButton: "Add member",
  titleOf: (manager) => manager.name,
  fieldMessages: { name: fieldWords.msg("nameRequired"), position: managementTeamStaffWords.msg("positionRequired"), sort_order: managementTeamStaffWords.msg("orderInvalid"), image: mediaStaffWords.msg("imageRequired") },
  Fields: ManagerFields,
  Details: ManagerDetails,
};
