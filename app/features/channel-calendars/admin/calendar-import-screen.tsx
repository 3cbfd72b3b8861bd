import { safeRedirectPath } from "~/lib/safe-redirect";
import { Form, redirect, useActionData } from "react-router";
import type { Route } from "./+types/calendar-import-screen";
import calendarImportCssUrl from "~/features/channel-calendars/components/calendar-import.css?url";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { PlainPostNotice } from "~/components/admin/plain-post-notice";
import { AppError } from "~/lib/errors";
import { hotelDateTime } from "~/lib/dates";
import { type ActionResult, parseForm, readRecordId, runFormAction, textFields } from "~/platform/forms/form-action.server";
import { requireStaff } from "~/platform/auth/guards.server";
import { recordsWords } from "~/platform/records/records-words";
import { listHotelRooms } from "~/features/hotel-rooms/hotel-rooms.server";
import { addChannelFeed, getChannelFeed, listChannelFeeds, openChannelConflicts, removeChannelFeed, resolveChannelConflict, syncChannelFeed, syncMessage } from "~/features/channel-calendars/calendar-import.server";
import { ChannelFeedInputSchema, ConflictMoveSchema, KNOWN_AGENCIES, type ChannelFeed } from "~/features/channel-calendars/calendar-import-schema";
import { calendarImportStaffWords as words } from "~/features/channel-calendars/calendar-import-staff-words";
import { ChannelConflictsBanner, CHANNEL_FEEDS_SCREEN, RESOLVE_CONFLICT_INTENT } from "~/features/channel-calendars/components/calendar-import-conflicts-banner";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: calendarImportCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Agency calendars · Back-office" }, { name: "robots", content: "noindex" }];

const INTENTS = { add: "add-channel-feed", remove: "remove-channel-feed", sync: "sync-channel-feed" } as const;


/** Where the banner may send staff back to: a back-office path of this site, never another site. */

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const [feeds, rooms, conflicts] = await Promise.all([listChannelFeeds(context.db), listHotelRooms(context.db), openChannelConflicts(context.db)]);
  const added = Number(new URL(request.url).searchParams.get("added"));
  const addedFeed = Number.isSafeInteger(added) && added > 0 ? (feeds.find((feed) => feed.id === added) ?? null) : null;
  return {
    feeds,
    rooms: rooms.map((room) => ({ id: room.id, number: room.number, roomTypeName: room.roomTypeName })),
    conflicts,
    added: addedFeed ? words.t("en", "feedAdded", { agency: addedFeed.agency, number: addedFeed.roomNumber }) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const fields = textFields(await request.formData());
  // Created: post, then redirect to it, so a refresh never adds it twice.
  if (fields.intent === INTENTS.add) {
    let feed: ChannelFeed;
    try {
      feed = await addChannelFeed(context.db, parseForm(ChannelFeedInputSchema, fields), viewer);
    } catch (error) {
      // What staff typed comes back with the refusal, so a page posted without JavaScript keeps it.
      return runFormAction(fields.intent, () => Promise.reject(error), { sent: { hotelRoomId: fields.hotelRoomId ?? "", agency: fields.agency ?? "", url: fields.url ?? "" } });
    }
    return redirect(`${CHANNEL_FEEDS_SCREEN}?added=${feed.id}#feed-${feed.id}`);
  }
  if (fields.intent === RESOLVE_CONFLICT_INTENT) {
    let moved = false;
    const result = await runFormAction(fields.intent, async () => {
      const done = await resolveChannelConflict(context.db, parseForm(ConflictMoveSchema, fields), viewer);
      moved = true;
      return done;
    });
    // Back to the screen the banner was on, which no longer shows the clash; a refusal is told here.
    return moved ? redirect(safeRedirectPath(fields.returnTo, CHANNEL_FEEDS_SCREEN)) : result;
  }
  return runFormAction(fields.intent, async () => {
    switch (fields.intent) {
      case INTENTS.remove: {
        const feed = await removeChannelFeed(context.db, readRecordId(fields), viewer);
        return { message: words.msg("feedRemoved", { agency: feed.agency, number: feed.roomNumber }) };
      }
      case INTENTS.sync: {
        const id = readRecordId(fields);
        const result = await syncChannelFeed(context.db, id);
        return { message: syncMessage(await getChannelFeed(context.db, id), result) };
      }
      default:
        throw new AppError("validation", recordsWords.msg("unknownFormAction"));
    }
  });
}

const when = (instant: string | null) => (instant ? hotelDateTime(instant) : "Never");

function FeedItem({ feed }: { feed: ChannelFeed }) {
  return (
    <li className="channel-feed" id={`feed-${feed.id}`} data-failing={feed.lastError ? "" : undefined}>
      <p className="channel-feed-agency">{feed.agency}</p>
      <p className="channel-feed-url">{feed.url}</p>
      <dl className="channel-feed-facts">
        <dt>Last read</dt>
        <dd>{when(feed.lastPolledAt)}</dd>
        <dt>Last good import</dt>
        <dd>{feed.lastSuccessAt ? `${when(feed.lastSuccessAt)}, ${feed.eventsCount === 1 ? "1 booking" : `${feed.eventsCount} bookings`}` : "None yet"}</dd>
        {feed.lastError ? (
          <>
            <dt>Failing since</dt>
            <dd className="channel-feed-error">
              {when(feed.failingSince)}: {feed.lastError}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="channel-feed-actions">
        <Form method="post">
          <input type="hidden" name="intent" value={INTENTS.sync} />
          <input type="hidden" name="id" value={feed.id} />
          <button type="submit" className="btn btn-teal">Sync now</button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value={INTENTS.remove} />
          <input type="hidden" name="id" value={feed.id} />
          <button type="submit" className="btn btn-outline" aria-label={`Remove the ${feed.agency} calendar of room ${feed.roomNumber}`}>
            Remove
          </button>
        </Form>
      </div>
    </li>
  );
}

export default function CalendarImportScreen({ loaderData }: Route.ComponentProps) {
  const { feeds, rooms, conflicts, added } = loaderData;
  const result = useActionData<ActionResult>();
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const sent = result && !result.ok ? result.sent : undefined;
  const byRoom = new Map<number, ChannelFeed[]>();
  for (const feed of feeds) byRoom.set(feed.hotelRoomId, [...(byRoom.get(feed.hotelRoomId) ?? []), feed]);
  const types = [...new Set(rooms.map((room) => room.roomTypeName))];
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <h1>Agency calendars</h1>
        <p className="admin-page-lead">
          Bookings made on Booking.com, Airbnb, Expedia and other agencies, read from each room&apos;s calendar address in their extranets. Each booking holds the room&apos;s nights like a
          confirmed stay, so the website never sells them twice. Calendars are read every few minutes; a calendar that fails or comes back empty keeps its last good import.
        </p>
      </header>
      {added ? (
        <p className="admin-notice admin-notice-success" role="status">
          {added}
        </p>
      ) : null}
      <PlainPostNotice result={result} />
      <ChannelConflictsBanner conflicts={conflicts} returnTo={CHANNEL_FEEDS_SCREEN} />
      {rooms.length === 0 ? (
        <p className="empty-state">Add the hotel&apos;s rooms on the Room numbers screen first.</p>
      ) : (
        <section className="channel-feed-add" aria-labelledby="add-feed-title">
          <h2 id="add-feed-title" className="admin-section-title">Add an agency&apos;s calendar</h2>
          <Form method="post" className="channel-feed-form">
            <input type="hidden" name="intent" value={INTENTS.add} />
            <div className="form-field">
              <label className="form-label" htmlFor="feed-room">Room</label>
              <select id="feed-room" name="hotelRoomId" required defaultValue={sent?.hotelRoomId} aria-invalid={errors.hotelRoomId ? true : undefined}>
                {types.map((type) => (
                  <optgroup key={type} label={type}>
                    {rooms
                      .filter((room) => room.roomTypeName === type)
                      .map((room) => (
                        <option key={room.id} value={room.id}>
                          {room.number}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
            </div>
            <div className="form-field">
              <label className="form-label" htmlFor="feed-agency">Agency</label>
              <input id="feed-agency" name="agency" type="text" list="feed-agencies" required maxLength={40} autoComplete="off" defaultValue={sent?.agency} aria-invalid={errors.agency ? true : undefined} aria-describedby={errors.agency ? "feed-agency-error" : undefined} />
              <datalist id="feed-agencies">
                {KNOWN_AGENCIES.map((agency) => (
                  <option key={agency} value={agency} />
                ))}
              </datalist>
              {errors.agency ? <p id="feed-agency-error" className="form-error">{errors.agency[0]}</p> : null}
            </div>
            <div className="form-field form-field-wide">
              <label className="form-label" htmlFor="feed-url">Calendar address (iCal export link)</label>
              <input id="feed-url" name="url" type="url" required maxLength={500} placeholder="https://" autoComplete="off" defaultValue={sent?.url} aria-invalid={errors.url ? true : undefined} aria-describedby={errors.url ? "feed-url-error" : undefined} />
              {errors.url ? <p id="feed-url-error" className="form-error">{errors.url[0]}</p> : null}
            </div>
            <button type="submit" className="btn btn-teal">Add calendar</button>
          </Form>
        </section>
      )}
      <section className="admin-list" aria-labelledby="feeds-title">
        <h2 id="feeds-title" className="admin-section-title">
          Rooms with agency calendars <span className="count">{byRoom.size}</span>
        </h2>
        {byRoom.size === 0 ? (
          <p className="empty-state">No agency calendar yet: paste one above.</p>
        ) : (
          <ul className="channel-feed-rooms" role="list">
            {[...byRoom.values()].map((roomFeeds) => {
              const first = roomFeeds[0] as ChannelFeed;
              return (
                <li key={first.hotelRoomId} className="channel-feed-room">
                  <h3 className="channel-feed-room-title">
                    Room {first.roomNumber} <span>{first.roomTypeName}</span>
                  </h3>
                  <ul className="channel-feeds" role="list">
                    {roomFeeds.map((feed) => (
                      <FeedItem key={feed.id} feed={feed} />
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
