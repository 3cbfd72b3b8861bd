import { useActionData } from "react-router";
import type { Route } from "./+types/hotel-rooms-screen";
import hotelRoomsCssUrl from "~/features/hotel-rooms/components/hotel-rooms.css?url";
import calendarExportCssUrl from "~/features/channel-calendars/components/calendar-export.css?url";
import calendarImportCssUrl from "~/features/channel-calendars/components/calendar-import.css?url";
import { openChannelConflicts } from "~/features/channel-calendars/calendar-import.server";
import { ChannelConflictsBanner } from "~/features/channel-calendars/components/calendar-import-conflicts-banner";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { PlainPostNotice } from "~/components/admin/plain-post-notice";
import { AppError } from "~/lib/errors";
import { hotelDate } from "~/lib/dates";
import { type ActionResult, parseForm, readRecordId, runFormAction, textFields } from "~/platform/forms/form-action.server";
import { parseRecordId } from "~/platform/forms/schema-fields";
import { requireStaff } from "~/platform/auth/guards.server";
import { recordsWords } from "~/platform/records/records-words";
import { addHotelRoom, bringBackInService, listHotelRooms, listRoomTypeCounts, removeHotelRoom, takeOutOfOrder, updateHotelRoom } from "~/features/hotel-rooms/hotel-rooms.server";
import { HotelRoomInputSchema, HotelRoomUpdateSchema, OutOfOrderInputSchema } from "~/features/hotel-rooms/schema";
import { hotelRoomsStaffWords as words } from "~/features/hotel-rooms/hotel-rooms-staff-words";
import { AddRoomForm, HOTEL_ROOM_INTENTS, HotelRoomList } from "~/features/hotel-rooms/components/hotel-room-forms";
import { isAdmin } from "~/platform/auth/roles";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { listCalendarExports, renewCalendarAddressByForm } from "~/features/channel-calendars/calendar-export.server";
import { CALENDAR_EXPORT_INTENT, CalendarExportAddresses } from "~/features/channel-calendars/components/calendar-export-addresses";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: hotelRoomsCssUrl },
  { rel: "stylesheet", href: calendarExportCssUrl },
  { rel: "stylesheet", href: calendarImportCssUrl },
];

export const meta: Route.MetaFunction = () => [{ title: "Room numbers · Back-office" }, { name: "robots", content: "noindex" }];

/** One room type's rooms at a time (`?type=ID`, the first type by default), with a link to each type. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context);
  const types = await listRoomTypeCounts(context.db);
  const asked = parseRecordId(new URL(request.url).searchParams.get("type"));
  const current = types.find((type) => type.id === asked) ?? types[0];
  const rooms = current ? await listHotelRooms(context.db, { roomType: current.id }) : [];
  // Channel calendar addresses work as passwords: administrators only (decision 061).
  const calendarExports = current && isAdmin(viewer) ? await listCalendarExports(context.db, trustedOrigin(request, context.env), { roomType: current.id }) : [];
  return { types, current: current ?? null, rooms, calendarExports, today: hotelDate(), channelConflicts: await openChannelConflicts(context.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const fields = textFields(await request.formData());
  return runFormAction(fields.intent, async () => {
    switch (fields.intent) {
      case HOTEL_ROOM_INTENTS.add: {
        const room = await addHotelRoom(context.db, parseForm(HotelRoomInputSchema, fields), viewer);
        return { message: words.msg("roomAdded", { number: room.number }) };
      }
      case HOTEL_ROOM_INTENTS.update: {
        const room = await updateHotelRoom(context.db, readRecordId(fields), parseForm(HotelRoomUpdateSchema, fields), viewer);
        return { message: words.msg("roomSaved", { number: room.number }) };
      }
      case HOTEL_ROOM_INTENTS.remove: {
        const { number } = await removeHotelRoom(context.db, readRecordId(fields), viewer);
        return { message: words.msg("roomRemoved", { number }) };
      }
      case HOTEL_ROOM_INTENTS.outOfOrder: {
        const input = parseForm(OutOfOrderInputSchema, fields);
        const room = await takeOutOfOrder(context.db, readRecordId(fields), input, viewer);
        return { message: words.msg("roomOutOfOrder", { number: room.number, from: input.from, to: input.to }) };
      }
      case HOTEL_ROOM_INTENTS.backInService: {
        const periodId = parseRecordId(fields.periodId);
        if (periodId === null) throw new AppError("not_found", words.msg("outOfOrderUnknown"));
        const room = await bringBackInService(context.db, readRecordId(fields), periodId, viewer);
        return { message: words.msg("roomBackInService", { number: room.number }) };
      }
      case CALENDAR_EXPORT_INTENT: {
        const renewed = await renewCalendarAddressByForm(context.db, fields, trustedOrigin(request, context.env), viewer);
        return { message: renewed.message };
      }
      default:
        throw new AppError("validation", recordsWords.msg("unknownFormAction"));
    }
  });
}

export default function HotelRoomsScreen({ loaderData }: Route.ComponentProps) {
  const { types, current, rooms, calendarExports, today, channelConflicts } = loaderData;
  const result = useActionData<ActionResult>();
  const outTonight = rooms.filter((room) => room.outOfOrder.some((period) => period.from <= today && today < period.to)).length;
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <h1>Room numbers</h1>
        <p className="admin-page-lead">
          The rooms of each room type. The booking page sells the rooms in service each night: a room out of order is off sale on its nights. A confirmed stay is given its rooms at once; move it
          from the Reservations screen. Agencies&apos; bookings come from each room&apos;s calendar on the <a href="/channel-feeds">Agency calendars</a> screen.
        </p>
      </header>
      <PlainPostNotice result={result} />
      <ChannelConflictsBanner conflicts={channelConflicts} returnTo={current ? `/hotel-rooms?type=${current.id}` : "/hotel-rooms"} />
      {types.length === 0 ? (
        <p className="empty-state">Add a room type on the Rooms screen first.</p>
      ) : (
        <>
          <AddRoomForm types={types} roomTypeId={current?.id} />
          <nav aria-label="Room types">
            <ul className="hotel-room-types" role="list">
              {types.map((type) => (
                <li key={type.id}>
                  <a href={`/hotel-rooms?type=${type.id}`} aria-current={type.id === current?.id ? "page" : undefined}>
                    {type.name} ({type.inventory})
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {current ? (
            <section className="admin-list" aria-labelledby="hotel-rooms-title">
              <h2 id="hotel-rooms-title" className="admin-section-title" tabIndex={-1}>
                {current.name} <span className="count">{rooms.length}</span>
              </h2>
              <p className="form-hint">{outTonight === 0 ? `All ${rooms.length} in service tonight.` : `${rooms.length - outTonight} in service tonight, ${outTonight} out of order.`}</p>
              <HotelRoomList rooms={rooms} today={today} />
            </section>
          ) : null}
          <CalendarExportAddresses exports={calendarExports} />
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
