import { data, Link } from "react-router";
import type { Route } from "./+types/virtual-tour";
import { ExternalFrame } from "~/components/public/external-frame";
import { PageHero } from "~/components/public/page-hero";
import { pageMeta } from "~/components/page-meta";
import { DEFAULT_SITE_SETTINGS } from "~/platform/settings/site-settings";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";

/**
 * The 360° virtual tour (SPEC §2 `/virtualTour`, and `/virtualTourP` where the events page
 * links): one page, so both addresses name `/virtualTour` as canonical. Without a tour address
 * in the settings there is no tour: the page says so plainly with status 404 (no promise of a
 * tour "coming soon", nothing for search engines to list), and no link on the site leads here.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { virtualTourUrl } = await getSiteSettings(context.db);
  return virtualTourUrl ? { tourUrl: virtualTourUrl } : data({ tourUrl: null }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData?.tourUrl
    ? pageMeta(matches, {
        title: "Virtual Tour",
        description: "Walk through the hotel, the convention centre and the presidential villas in Lilongwe in a 360° virtual tour.",
        path: "/virtualTour",
      })
    : [{ title: `No virtual tour | ${(matches[0]?.loaderData as { settings?: { hotelName?: string } } | undefined)?.settings?.hotelName ?? DEFAULT_SITE_SETTINGS.hotelName}` }, { name: "robots", content: "noindex" }];

export default function VirtualTourPage({ loaderData }: Route.ComponentProps) {
  const { tourUrl } = loaderData;
  if (!tourUrl) {
    return (
      <>
        <PageHero eyebrow="Virtual tour" title="There is no virtual tour online" lead="The hotel has no 360° tour on this website." />
        <section className="section" aria-label="Where to look instead">
          <div className="wrap">
            <p className="empty">
              See the hotel in our <Link to="/PictureGarlery">picture gallery</Link>, or <Link to="/ContactUs">contact us</Link> to visit in person.
            </p>
          </div>
        </section>
      </>
    );
  }
  return (
    <>
      <PageHero eyebrow="Take a tour" title="Virtual Tour" lead="Look around the lobby, rooms, restaurants and conference halls before you arrive." />
      <section className="section" aria-labelledby="tour-title">
        <div className="wrap">
          <h2 id="tour-title" className="visually-hidden">
            360° tour
          </h2>
          <ExternalFrame src={tourUrl} title="#Virtual Tour" linkLabel="Open the virtual tour in a new window" tall />
        </div>
      </section>
    </>
  );
}
