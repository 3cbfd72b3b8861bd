import type { RecordScreenView } from "~/components/admin/record-screen";
import { RecordChoiceSelect, type RecordFieldProps, TextArea, TextInput, useRecordChoices } from "~/components/forms/record-fields";
import { defineContentType } from "~/platform/records/content-type";
import { requireRoomType, roomTypeChoices, roomTypeName } from "~/features/room-rates/room-choices";
import { type PublicRoomClosure, RoomClosureInputSchema, RoomClosureSchema } from "~/features/room-rates/schema";
import { roomRatesStaffWords } from "~/features/room-rates/room-rates-words";
import { roomsWords } from "~/features/rooms/rooms-words";

function RoomClosureFields({ errorsFor, limits, record }: RecordFieldProps<PublicRoomClosure>) {
  return (
    <>
      <RecordChoiceSelect name="roomId" label="Room type" placeholder="Select a room type" limits={limits} errorsFor={errorsFor} defaultValue={record?.roomId} />
      <TextInput name="startDate" label="First night closed" type="date" limits={limits} errorsFor={errorsFor} defaultValue={record?.startDate} />
      <TextInput name="endDate" label="Open again on" type="date" limits={limits} errorsFor={errorsFor} defaultValue={record?.endDate} hint="The first night guests may stay again, like a departure day." />
      <TextArea name="note" label="Note (staff only)" limits={limits} errorsFor={errorsFor} defaultValue={record?.note} rows={2} />
    </>
  );
}

function RoomClosureDetails({ record }: { record: PublicRoomClosure }) {
  const roomName = roomTypeName(useRecordChoices("roomId"), record.roomId);
  return (
    <>
      <p className="admin-card-text">{roomName}</p>
      <p className="admin-card-meta">{`Closed from the night of ${record.startDate}; open again on ${record.endDate}`}</p>
      {record.note ? <p className="admin-card-text">{record.note}</p> : null}
    </>
  );
}

const NoMedia = () => null;

const ROOM_CLOSURES_SCREEN: RecordScreenView<PublicRoomClosure> = {
  title: "Room closures",
  lead: "Nights a room type is not sold (refurbishment, a buy-out). The booking page shows none free on those nights.",
  addTab: "Add-Closure",
  viewTab: "View",
  listTitle: "All closures",
  addTitle: "Add a closure",
  addButton: "Add closure",
  titleOf: (closure) => `${closure.startDate} – ${closure.endDate}`,
  Media: NoMedia,
  emptyText: "No closures: every room type is on sale.",
  fieldMessages: { roomId: roomsWords.msg("roomTypeRequired"), startDate: roomRatesStaffWords.msg("startDateRequired"), endDate: roomRatesStaffWords.msg("endDateRequired") },
  Fields: RoomClosureFields,
  Details: RoomClosureDetails,
};

/** Closures (DECISIONS §9): a room type closed for a range of nights has no room free on them. */
export const ROOM_CLOSURE_TYPE = defineContentType({
  key: "room-closure",
  noun: "room closure",
  plural: "room closures",
  table: "room_closures",
  columns: ["room_id", "start_date", "end_date", "note"],
  input: RoomClosureInputSchema,
  output: RoomClosureSchema,
  picture: "none",
  orderBy: "start_date",
  checkInput: requireRoomType,
  // A back-office table: guests see the prices and free rooms it leads to, not the table.
  access: { write: "staff", read: "staff" },
  write: (input) => ({ room_id: input.roomId, start_date: input.startDate, end_date: input.endDate, note: input.note || null }),
  read: (row) => ({ id: row.id, roomId: row.room_id, startDate: row.start_date, endDate: row.end_date, note: row.note }),
  auditLabel: "Room closures",
  api: { path: "/room-closures", tag: "Reservations" },
  screen: {
    path: "/room-closures",
    title: "Room closures",
    menu: { group: "Hotel", label: "Room closures", order: 12 },
    view: ROOM_CLOSURES_SCREEN,
    choices: roomTypeChoices,
  },
  example: { roomId: 1, startDate: "2099-03-01", endDate: "2099-03-08", note: "Refurbishment of the second floor" },
});

export default ROOM_CLOSURE_TYPE;
