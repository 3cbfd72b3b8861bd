import { currentPictureSrc, type RecordScreenView } from "~/components/admin/record-screen";
import { ChoiceSelect, PictureInput, type RecordFieldProps, TextArea, WholeNumberInput } from "~/components/forms/record-fields";
import { HALLS, LAYOUTS, SUB_ROOMS } from "~/features/conference-rooms/conference-room-choices";
import type { PublicConferenceRoom } from "~/features/conference-rooms/schema";
import { conferenceRoomsStaffWords } from "~/features/conference-rooms/conference-rooms-words";
import { mediaStaffWords } from "~/platform/media/media-words";

const people = new Intl.NumberFormat("en-MW");

function ConferenceRoomFields({ errorsFor, limits, record, onImageCheck, imageRequired }: RecordFieldProps<PublicConferenceRoom>) {
  return (
    <>
      <ChoiceSelect name="name" label="Hall" placeholder="Select a hall" options={HALLS} limits={limits} errorsFor={errorsFor} defaultValue={record?.name} />
      <ChoiceSelect name="fee" label="Conference room" placeholder="Select a conference room" options={SUB_ROOMS} limits={limits} errorsFor={errorsFor} defaultValue={record?.fee} />
      <TextArea name="capacity" label="Capacity" limits={limits} errorsFor={errorsFor} defaultValue={record?.capacity} rows={2} />
      <fieldset className="form-field-wide layout-capacities">
        <legend className="form-label">People per layout (for the capacity chart; leave empty where not offered)</legend>
        <div className="layout-capacities-grid">
          {LAYOUTS.map(({ key, label }) => (
            <WholeNumberInput key={key} name={key} label={label} limits={limits} errorsFor={errorsFor} defaultValue={record?.[key]} />
          ))}
        </div>
      </fieldset>
      <PictureInput errorsFor={errorsFor} onImageCheck={onImageCheck} imageRequired={imageRequired} currentSrc={currentPictureSrc(record)} editing={record !== undefined} />
    </>
  );
}

function ConferenceRoomDetails({ record }: { record: PublicConferenceRoom }) {
  const layouts = LAYOUTS.flatMap(({ key, label }) => (record[key] === null ? [] : [`${label} ${people.format(record[key])}`]));
  return (
    <>
      <p className="admin-card-meta">{record.fee === "main" ? "Whole hall" : `Room: ${record.fee}`}</p>
      <p className="admin-card-text">{record.capacity}</p>
      {layouts.length > 0 ? <p className="admin-card-meta">{layouts.join(" · ")}</p> : null}
    </>
  );
}

/** SPEC §2 "Events and Conferences" (Add-Conference Room, View). */
export const CONFERENCE_ROOM_SCREEN: RecordScreenView<PublicConferenceRoom> = {
  title: "Events and Conferences",
  lead: "Halls and conference rooms on the Events page, with their capacity per seating layout.",
  addTab: "Add-Conference Room",
  viewTab: "View",
  listTitle: "All halls and rooms",
  addTitle: "Add a conference room",
  addButton: "Add conference room",
  titleOf: (space) => (space.fee === "main" || space.fee === space.name ? space.name : `${space.name} · ${space.fee}`),
  fieldMessages: {
    name: conferenceRoomsStaffWords.msg("hallRequired"),
    fee: conferenceRoomsStaffWords.msg("subRoomRequired"),
    capacity: conferenceRoomsStaffWords.msg("capacityRequired"),
    image: mediaStaffWords.msg("imageRequired"),
    ...Object.fromEntries(LAYOUTS.map(({ key }) => [key, conferenceRoomsStaffWords.msg("layoutCapacityInvalid")])),
  },
  Fields: ConferenceRoomFields,
  Details: ConferenceRoomDetails,
};
