import type { Route } from "./+types/calendar-import-demo-feed";
import { parseRecordId } from "~/platform/forms/schema-fields";
import { demoAgencyCalendar } from "~/features/channel-calendars/calendar-import-demo.server";

/** `/demo/agency-calendar.ics?room=ID`: the embedded demo's agency calendar of a room (404 on any real installation). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const room = parseRecordId(new URL(request.url).searchParams.get("room"));
  const calendar = room === null ? null : await demoAgencyCalendar(context.db, room);
  if (!calendar) return new Response("Not found\n", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  const headers = { etag: calendar.etag, "cache-control": "no-store" };
  if (request.headers.get("if-none-match") === calendar.etag) return new Response(null, { status: 304, headers });
  return new Response(calendar.text, { headers: { ...headers, "content-type": "text/calendar; charset=utf-8" } });
}
