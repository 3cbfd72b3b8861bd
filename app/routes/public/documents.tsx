import type { Route } from "./+types/documents";
import { DownloadTable } from "~/components/public/download-table";
import { PageHero } from "~/components/public/page-hero";
import { documents } from "~/features/documents/documents.server";
import { pageMeta } from "~/components/page-meta";
import { loadSection } from "~/lib/load-section.server";
import { messages } from "~/lib/messages";

/** Documents & Downloads (SPEC §2 `/Document`): every published document, newest list order as staff keep it. */
export async function loader({ context }: Route.LoaderArgs) {
  const list = await loadSection(context, "documents", () => documents.list(context.db, null));
  return { failed: list.failed, documents: list.items.map(({ id, name, url, downloadName, byteSize }) => ({ id, name, url, downloadName, byteSize })) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Documents & Downloads",
    description: "Fact sheets, price lists and other documents from the hotel and convention centre in Lilongwe, to download as PDF.",
    path: "/Document",
  });

export default function DocumentsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Downloads" title="Documents & Downloads" lead="Fact sheets, price lists and notices, as PDF files." />
      <section className="section" aria-labelledby="documents-title">
        <div className="wrap">
          <h2 id="documents-title" className="visually-hidden">
            Documents
          </h2>
          {loaderData.failed ? (
            <p className="empty">{messages.fetchFailed}</p>
          ) : loaderData.documents.length === 0 ? (
            <p className="empty">{messages.noDocumentsFound}</p>
          ) : (
            <DownloadTable caption="Documents to download" rows={loaderData.documents} />
          )}
        </div>
      </section>
    </>
  );
}
