import type { Route } from "./+types/calendar-export-feed";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { calendarFeedResponse, readCalendarFeed } from "~/features/channel-calendars/calendar-export.server";
import { tokenOfFeedFile } from "~/features/channel-calendars/calendar-export-schema";

/**
 * `/calendars/<token>.ics`: a room's or room type's busy nights for the agencies that poll it
 * (DECISIONS §11, docs/decisions/061-calendar-export.md). No session: the token is the key. A
 * resource route, so it takes its turn in the render slots per address like any page (051).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const token = tokenOfFeedFile(params.file);
  // The UIDs name the site: its public host, else (a local demo) the host asked for.
  const host = new URL(trustedOrigin(request, context.env) ?? request.url).hostname;
  return calendarFeedResponse(token === null ? null : await readCalendarFeed(context.db, token, host), request);
}
