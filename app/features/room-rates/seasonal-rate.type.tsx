import type { RecordScreenView } from "~/components/admin/record-screen";
import { RecordChoiceSelect, type RecordFieldProps, TextInput, useRecordChoices, WholeNumberInput } from "~/components/forms/record-fields";
import { formatKwacha } from "~/lib/money";
import { defineContentType } from "~/platform/records/content-type";
import { requireRoomType, roomTypeChoices, roomTypeName } from "~/features/room-rates/room-choices";
import { type PublicSeasonalRate, SeasonalRateInputSchema, SeasonalRateSchema } from "~/features/room-rates/schema";
import { roomRatesStaffWords } from "~/features/room-rates/room-rates-words";
import { roomsWords } from "~/features/rooms/rooms-words";

function SeasonalRateFields({ errorsFor, limits, record }: RecordFieldProps<PublicSeasonalRate>) {
  return (
    <>
      <RecordChoiceSelect name="roomId" label="Room type" placeholder="Select a room type" limits={limits} errorsFor={errorsFor} defaultValue={record?.roomId} />
      <TextInput name="startDate" label="First night" type="date" limits={limits} errorsFor={errorsFor} defaultValue={record?.startDate} />
      <TextInput name="endDate" label="Ends on" type="date" limits={limits} errorsFor={errorsFor} defaultValue={record?.endDate} hint="The morning after the last night at this rate, like a departure day." />
      <WholeNumberInput name="rate" label="Nightly rate (MWK)" limits={limits} errorsFor={errorsFor} defaultValue={record?.rate} hint="Whole kwacha per room per night." />
    </>
  );
}

function SeasonalRateDetails({ record }: { record: PublicSeasonalRate }) {
  const roomName = roomTypeName(useRecordChoices("roomId"), record.roomId);
  return (
    <>
      <p className="admin-card-text">{roomName}</p>
      <p className="admin-card-meta">{`Nights from ${record.startDate} until ${record.endDate} · ${formatKwacha(record.rate)} a night`}</p>
    </>
  );
}

const NoMedia = () => null;

const SEASONAL_RATES_SCREEN: RecordScreenView<PublicSeasonalRate> = {
  title: "Seasonal rates",
  lead: "A room type's nightly rate for a range of nights; other nights use the room's own rate.",
  addTab: "Add-Rate",
  viewTab: "View",
  listTitle: "All seasonal rates",
  addTitle: "Add a seasonal rate",
  addButton: "Add rate",
  titleOf: (rate) => `${rate.startDate} – ${rate.endDate}`,
  Media: NoMedia,
  emptyText: "No seasonal rates: every night is at the room's own rate.",
  fieldMessages: { roomId: roomsWords.msg("roomTypeRequired"), startDate: roomRatesStaffWords.msg("startDateRequired"), endDate: roomRatesStaffWords.msg("endDateRequired"), rate: roomRatesStaffWords.msg("nightlyRateInvalid") },
  Fields: SeasonalRateFields,
  Details: SeasonalRateDetails,
};

/**
 * Seasonal rates (DECISIONS §9): a night's rate is the seasonal rate covering it, else the
 * room's base rate. Staff only (the /booking page shows the resulting prices, not the table).
 */
export const SEASONAL_RATE_TYPE = defineContentType({
  key: "seasonal-rate",
  noun: "seasonal rate",
  plural: "seasonal rates",
  table: "seasonal_rates",
  columns: ["room_id", "start_date", "end_date", "rate"],
  input: SeasonalRateInputSchema,
  output: SeasonalRateSchema,
  picture: "none",
  orderBy: "start_date",
  checkInput: requireRoomType,
  // A back-office table: guests see the prices and free rooms it leads to, not the table.
  access: { write: "staff", read: "staff" },
  write: (input) => ({ room_id: input.roomId, start_date: input.startDate, end_date: input.endDate, rate: input.rate }),
  read: (row) => ({ id: row.id, roomId: row.room_id, startDate: row.start_date, endDate: row.end_date, rate: row.rate }),
  auditLabel: "Seasonal rates",
  api: { path: "/seasonal-rates", tag: "Reservations" },
  screen: {
    path: "/seasonal-rates",
    title: "Seasonal rates",
    menu: { group: "Hotel", label: "Seasonal rates", order: 11 },
    view: SEASONAL_RATES_SCREEN,
    choices: roomTypeChoices,
  },
  example: { roomId: 1, startDate: "2099-12-20", endDate: "2100-01-06", rate: "250000" },
});

export default SEASONAL_RATE_TYPE;
