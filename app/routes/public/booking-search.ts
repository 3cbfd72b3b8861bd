import { redirect } from "react-router";
import type { Route } from "./+types/booking-search";
import { BookingSearchSchema, bookingHandoffUrl } from "~/features/booking/booking-search.server";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";

/**
 * The hero booking bar's GET target (works without JavaScript): hands the search to the
 * booking engine from the settings, or to Contact Us with an enquiry when none is set.
 * A search that does not add up goes back to the bar with the reason.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = BookingSearchSchema.safeParse(params);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "arrival");
    return redirect(`/?${new URLSearchParams({ booking: field }).toString()}#book`);
  }
  const { bookingUrl } = await getSiteSettings(context.db);
  return redirect(bookingHandoffUrl(parsed.data, bookingUrl));
}
