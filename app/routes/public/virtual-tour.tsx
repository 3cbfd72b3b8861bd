import { Link } from "react-router";
import type { Route } from "./+types/virtual-tour";
import { ExternalFrame } from "~/components/public/external-frame";
import { PageHero } from "~/components/public/page-hero";
import { useSiteData } from "~/components/use-site-data";
import { pageMeta } from "~/components/page-meta";

/**
 * The 360° virtual tour (SPEC §2 `/virtualTour`, and `/virtualTourP` where the events page
 * links): one page, so both addresses name `/virtualTour` as canonical.
 */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Virtual Tour",
    description: "Walk through the hotel, the convention centre and the presidential villas in Lilongwe in a 360° virtual tour.",
    path: "/virtualTour",
  });

export default function VirtualTourPage() {
  const { settings } = useSiteData();
  return (
    <>
      <PageHero eyebrow="Take a tour" title="Virtual Tour" lead="Look around the lobby, rooms, restaurants and conference halls before you arrive." />
      <section className="section" aria-labelledby="tour-title">
        <div className="wrap">
          <h2 id="tour-title" className="visually-hidden">
            360° tour
          </h2>
          {settings.virtualTourUrl ? (
            <ExternalFrame src={settings.virtualTourUrl} title="#Virtual Tour" linkLabel="Open the virtual tour in a new window" tall />
          ) : (
            <p className="empty">
              The virtual tour is coming soon. Meanwhile, see our <Link to="/PictureGarlery">picture gallery</Link>.
            </p>
          )}
        </div>
      </section>
    </>
  );
}
