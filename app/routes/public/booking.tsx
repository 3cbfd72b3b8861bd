import type { Route } from "./+types/booking";
import { ExternalFrame } from "~/components/public/external-frame";
import { PageHero } from "~/components/public/page-hero";
import { useSiteData } from "~/components/use-site-data";
import { telHref } from "~/components/site-nav";
import { pageMeta } from "~/components/page-meta";

/** Book Now (SPEC §2 `/booking`): the hotel's booking engine in a frame, with a plain link and the phone as fallbacks. */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Book Your Stay",
    description: "Check availability and book a room, suite or presidential villa directly with the hotel in Lilongwe, at the best available rate.",
    path: "/booking",
  });

export default function BookingPage() {
  const { settings } = useSiteData();
  return (
    <>
      <PageHero eyebrow="Reservations" title="Book Your Stay" lead={`Book direct for the best available rate; Presidential VIP Club members save a further ${settings.vipBestRateDiscountPercent}%.`} />
      <section className="section" aria-labelledby="booking-title">
        <div className="wrap">
          <h2 id="booking-title" className="visually-hidden">
            Booking engine
          </h2>
          {settings.bookingUrl ? (
            <ExternalFrame src={settings.bookingUrl} title="Booking engine" linkLabel="Open the booking engine in a new window" tall />
          ) : (
            <p className="empty">Online booking is coming soon.</p>
          )}
          <p className="booking-phone">
            Prefer to talk? Call reservations, 24 hours a day, on <a href={telHref(settings.phone24h)}>{settings.phone24h}</a>, or email{" "}
            <a href={`mailto:${settings.email}`}>{settings.email}</a>.
          </p>
        </div>
      </section>
    </>
  );
}
