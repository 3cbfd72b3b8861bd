import { Link } from "react-router";
import type { Route } from "./+types/viewsite";
import { PageHero } from "~/components/public/page-hero";
import { useSiteData } from "~/components/use-site-data";
import { pageMeta } from "~/components/page-meta";

/**
 * SPEC §2 `/viewsite` ("Embedded external apps page"): the hotel's outside services in one
 * place. Each opens on its own page rather than as frames stacked here, which would cost a
 * visitor on mobile data several sites' downloads at once.
 */
export const meta: Route.MetaFunction = ({ matches }) => {
  const tour = Boolean((matches[0]?.loaderData as { settings?: { virtualTourUrl?: string } } | undefined)?.settings?.virtualTourUrl);
  return pageMeta(matches, {
    title: "Our Online Services",
    description: tour
      ? "Book a room, take the 360° virtual tour and follow the hotel in Lilongwe on social media."
      : "Book a room, plan an event, join the VIP Club and follow the hotel in Lilongwe on social media.",
    path: "/viewsite",
  });
};

export default function ViewSitePage() {
  const { settings } = useSiteData();
  const social = [
    { label: "Facebook", url: settings.facebookUrl },
    { label: "Instagram", url: settings.instagramUrl },
    { label: "X", url: settings.xUrl },
    { label: "LinkedIn", url: settings.linkedinUrl },
    { label: "Tripadvisor", url: settings.tripadvisorUrl },
  ].filter((s) => s.url);
  return (
    <>
      <PageHero eyebrow="Online" title="Our Online Services" lead="Everything you can do with us online, in one place." />
      <section className="section" aria-labelledby="apps-title">
        <div className="wrap">
          <h2 id="apps-title" className="visually-hidden">
            Services
          </h2>
          <ul className="feature-grid" role="list">
            <li className="feature">
              <h3>Book a room</h3>
              <p>Check availability and book at the best available rate.</p>
              <Link to="/booking" className="link-arrow">
                Booking engine
              </Link>
            </li>
            {settings.virtualTourUrl ? (
              <li className="feature">
                <h3>Virtual tour</h3>
                <p>Look around the hotel in 360° before you arrive.</p>
                <Link to="/virtualTour" className="link-arrow">
                  Take the tour
                </Link>
              </li>
            ) : null}
            <li className="feature">
              <h3>Plan an event</h3>
              <p>Ask for a quotation for a conference, seminar or workshop.</p>
              <Link to="/EventPlan" className="link-arrow">
                Request a quotation
              </Link>
            </li>
            <li className="feature">
              <h3>Presidential VIP Club</h3>
              <p>Earn on every stay and meal, and save on our best rates.</p>
              <Link to="/VIPClub" className="link-arrow">
                Join the club
              </Link>
            </li>
          </ul>
          {social.length > 0 && (
            <>
              <h2 className="social-title">Follow us</h2>
              <ul className="link-list" role="list">
                {social.map((s) => (
                  <li key={s.label}>
                    <a href={s.url} className="link-arrow" target="_blank" rel="noopener noreferrer">
                      {s.label}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </section>
    </>
  );
}
