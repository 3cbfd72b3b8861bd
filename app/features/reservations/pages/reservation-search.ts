import type { Route } from "./+types/reservation-search";
import { reservationBarPage } from "~/features/reservations/reservation-bar-options";
import { ReservationSearchSchema, reservationHandoffUrl } from "~/features/reservations/reservation-search.server";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { roomTypeIdNamed } from "~/features/rooms/rooms.server";
import { localisedRedirect } from "~/platform/i18n/localised-redirect.server";

/**
 * The reservation bar's GET target (works without JavaScript): hands the search to /booking,
 * or to the booking engine from the settings when one is set.
 * A search that does not add up goes back to the bar it came from with the reason.
 * A search from a Chichewa page (`/ny/booking-search`) stays in Chichewa: /ny/booking, or the
 * Chichewa page it came from; the booking engine's own address is left as staff gave it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = ReservationSearchSchema.safeParse(params);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "arrival");
    return localisedRedirect(request, `${reservationBarPage(params.from)}?${new URLSearchParams({ booking: field }).toString()}#book`);
  }
  const { bookingUrl, bookingHorizonDays } = await getSiteSettings(context.db);
  if (parsed.data.arrival > addDays(hotelDate(), bookingHorizonDays)) {
    return localisedRedirect(request, `${reservationBarPage(params.from)}?${new URLSearchParams({ booking: "horizon" }).toString()}#book`);
  }
  const roomTypeId = parsed.data.room ? await roomTypeIdNamed(context.db, parsed.data.room) : null;
  return localisedRedirect(request, reservationHandoffUrl(parsed.data, bookingUrl, roomTypeId));
}
