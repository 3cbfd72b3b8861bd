import type { Route } from "./+types/tenders";
import { DownloadTable } from "~/components/public/download-table";
import { PageHero } from "~/components/public/page-hero";
import { tenders } from "~/features/tenders/tenders.server";
import { useSiteData } from "~/components/use-site-data";
import { loadSection } from "~/lib/load-section.server";
import { messages } from "~/lib/messages";
import { pageMeta } from "~/components/page-meta";

/**
 * Tender notices (SPEC §2 `/Tender`): only open ones, closing today or later on the hotel's
 * date (the store's rule for visitors), soonest closing first.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const list = await loadSection(context, "tenders", () => tenders.list(context.db, null));
  return {
    failed: list.failed,
    tenders: list.items.map(({ id, name, url, downloadName, byteSize, closingDate }) => ({ id, name, url, downloadName, byteSize, closingDate })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Tenders",
    description: "Open tenders for suppliers and contractors of the hotel and convention centre in Lilongwe, with closing dates and documents.",
    path: "/Tender",
  });

export default function TendersPage({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  return (
    <>
      <PageHero eyebrow="Procurement" title="Tenders" lead="Invitations to suppliers and contractors. Download the tender document before its closing date." />
      <section className="section" aria-labelledby="tenders-title">
        <div className="wrap">
          <h2 id="tenders-title" className="visually-hidden">
            Open tenders
          </h2>
          {loaderData.failed ? (
            <p className="empty">{messages.fetchFailed}</p>
          ) : loaderData.tenders.length === 0 ? (
            <p className="empty">There are no open tenders at the moment.</p>
          ) : (
            <DownloadTable caption="Open tenders" rows={loaderData.tenders} showClosing />
          )}
          <p className="section-link">
            Questions about a tender? Write to <a href={`mailto:${settings.email}`}>{settings.email}</a>.
          </p>
        </div>
      </section>
    </>
  );
}
