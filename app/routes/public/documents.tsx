import type { Route } from "./+types/documents";
import { DownloadTable } from "~/components/public/download-table";
import { PageHero } from "~/components/public/page-hero";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { DOCUMENT_TYPE } from "~/features/documents/document.type";
import { pageMeta } from "~/components/page-meta";
import { loadSection } from "~/platform/runtime/load-section.server";
import { documentsPageCatalog } from "~/features/documents/documents-page-catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { textIn } from "~/platform/records/translations";
import { documentsWords } from "~/features/documents/documents-words";
import { recordsWords } from "~/platform/records/records-words";

/** Documents & Downloads (SPEC §2 `/Document`): every published document, newest list order as staff keep it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Names in the page's language, English where staff gave none; the file keeps its English download name.
  const language = languageOfPath(new URL(request.url).pathname);
  const list = await loadSection(context, "documents", () => recordStoreOf(DOCUMENT_TYPE).list(context.db, null, language));
  return {
    failed: list.failed,
    documents: list.items.map((document) => {
      const { id, url, downloadName, byteSize } = document;
      return { id, name: textIn(document, "name", language) ?? { text: document.name }, url, downloadName, byteSize };
    }),
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: documentsPageCatalog.t(language, "metaTitle"),
    description: documentsPageCatalog.t(language, "metaDescription"),
    path: "/Document",
  });
};

export default function DocumentsPage({ loaderData }: Route.ComponentProps) {
  const t = useT(documentsPageCatalog);
  const language = useLanguage();
  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <section className="section" aria-labelledby="documents-title">
        <div className="wrap">
          <h2 id="documents-title" className="visually-hidden">
            {t("heading")}
          </h2>
          {loaderData.failed ? (
            <p className="empty">{recordsWords.t(language, "fetchFailed")}</p>
          ) : loaderData.documents.length === 0 ? (
            <p className="empty">{documentsWords.t(language, "noDocumentsFound")}</p>
          ) : (
            <DownloadTable caption={t("caption")} rows={loaderData.documents} />
          )}
        </div>
      </section>
    </>
  );
}
