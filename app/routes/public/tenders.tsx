import { data } from "react-router";
import type { Route } from "./+types/tenders";
import tendersCssUrl from "~/features/tenders/components/tenders.css?url";
import { PageHero } from "~/components/public/page-hero";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { TENDER_TYPE } from "~/features/tenders/tender.type";
import { ADDENDUM_TYPE } from "~/features/tenders/addendum.type";
import { isClosed, nextClosing } from "~/features/tenders/closing";
import { TenderTable, type TenderRow } from "~/features/tenders/components/tender-table";
import { useSiteData } from "~/components/use-site-data";
import { loadSection } from "~/platform/runtime/load-section.server";
import { pageMeta } from "~/components/page-meta";
import { languageOfPath } from "~/platform/i18n/language";
import { useRichT } from "~/components/public/rich-message";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { tendersCatalog } from "~/features/tenders/tenders-catalog";
import { textIn } from "~/platform/records/translations";
import { recordsWords } from "~/platform/records/records-words";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: tendersCssUrl }];

/**
 * Tender notices (SPEC §2 `/Tender`): open ones first, soonest closing first, each with its
 * countdown; then the closed ones, most recently closed first, still downloadable. Open and
 * closed are decided at the moment of the read (`now`, also what the countdowns count from),
 * and the page says when it turns stale: at the next closing (`Expires`, which the render
 * cache honours).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const now = Date.now();
  // Names in the page's language (a Chichewa page under /ny/), English where staff gave none.
  const language = languageOfPath(new URL(request.url).pathname);
  const list = await loadSection(context, "tenders", () => recordStoreOf(TENDER_TYPE).list(context.db, null, language));
  const counts = new Map<number, number>();
  if (!list.failed) {
    const posted = await loadSection(context, "tender addenda", () => recordStoreOf(ADDENDUM_TYPE).list(context.db, null));
    for (const addendum of posted.items) counts.set(addendum.tenderId, (counts.get(addendum.tenderId) ?? 0) + 1);
  }
  const rows: TenderRow[] = list.items.map((tender) => {
    const { id, name, closesAt, url, downloadName, byteSize } = tender;
    return { id, name: textIn(tender, "name", language) ?? { text: name }, closesAt, url, downloadName, byteSize, addenda: counts.get(id) ?? 0 };
  });
  const next = nextClosing(rows.map((row) => row.closesAt), now);
  return data(
    {
      failed: list.failed,
      now,
      open: rows.filter((row) => !isClosed(row.closesAt, now)),
      closed: rows.filter((row) => isClosed(row.closesAt, now)).reverse(),
    },
    next === null ? undefined : { headers: { Expires: new Date(next).toUTCString() } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const expires = loaderHeaders.get("Expires");
  return expires ? { Expires: expires } : new Headers();
};

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: tendersCatalog.t(language, "listMetaTitle"),
    description: tendersCatalog.t(language, "listMetaDescription"),
    path: "/Tender",
  });
};

export default function TendersPage({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const { failed, now, open, closed } = loaderData;
  const language = useLanguage();
  const t = useT(tendersCatalog);
  const rich = useRichT(tendersCatalog);
  return (
    <>
      <PageHero eyebrow={t("listEyebrow")} title={t("listTitle")} lead={t("listLead")} />
      <section className="section" aria-labelledby="tenders-title">
        <div className="wrap">
          <h2 id="tenders-title">{t("openTitle")}</h2>
          <p className="tenders-zone">{t("timeZoneNote")}</p>
          {failed ? (
            <p className="empty">{recordsWords.t(language, "fetchFailed")}</p>
          ) : open.length === 0 ? (
            <p className="empty">{t("noneOpen")}</p>
          ) : (
            <TenderTable caption={t("openTitle")} rows={open} now={now} />
          )}
          {closed.length > 0 ? (
            <section className="tenders-closed" aria-labelledby="tenders-closed-title">
              <h2 id="tenders-closed-title">{t("closedTitle")}</h2>
              <p className="tenders-closed-lead">{t("closedLead")}</p>
              <TenderTable caption={t("closedCaption")} rows={closed} now={now} closed />
            </section>
          ) : null}
          <p className="section-link">{rich("questionsList", { email: <a href={`mailto:${settings.email}`}>{settings.email}</a> })}</p>
        </div>
      </section>
    </>
  );
}
