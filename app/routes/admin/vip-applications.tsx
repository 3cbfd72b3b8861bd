import { Link, useActionData } from "react-router";
import type { Route } from "./+types/vip-applications";
import inboxCssUrl from "~/components/admin/inbox.css?url";
import vipReviewListCssUrl from "~/features/vip/components/vip-review-list.css?url";
import { AppError } from "~/lib/errors";
import { type ActionResult, parseForm, readRecordId, runFormAction, textFields } from "~/platform/forms/form-action.server";
import { hotelDate } from "~/lib/dates";
import { readSearchQuery } from "~/platform/db/text-search.server";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { readListState } from "~/components/admin/list-page";
import { ListPagination, ListToolbar } from "~/components/admin/list-toolbar";
import { requireStaff } from "~/platform/auth/guards.server";
import { VipReviewList } from "~/features/vip/components/vip-review-list";
import { readVipScreenFilter, VIP_LIST_FILTERS, VIP_REVIEW_INTENTS, VipReviewInputSchema } from "~/features/vip/review-schema";
import { countVipApplications, listVipApplications, reviewVipApplication, reviewVipRenewal } from "~/features/vip/vip-review.server";
import { PlainPostNotice } from "~/components/admin/plain-post-notice";
import { recordsWords } from "~/platform/records/records-words";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: inboxCssUrl },
  { rel: "stylesheet", href: vipReviewListCssUrl },
];

export const meta: Route.MetaFunction = () => [{ title: "VIP applications · Back-office" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const filter = readVipScreenFilter(params.get("status"));
  const query = readSearchQuery(params.get("q"));
  const { page: wanted } = readListState(params);
  const today = hotelDate();
  const [list, counts] = await Promise.all([listVipApplications(context.db, { filter, query, page: wanted, today }), countVipApplications(context.db)]);
  return { status: filter ?? "all", query, today, counts, ...list };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const fields = textFields(await request.formData());
  return runFormAction(fields.intent, async () => {
    switch (fields.intent) {
      case VIP_REVIEW_INTENTS.review:
      case VIP_REVIEW_INTENTS.renewal: {
        const id = readRecordId(fields);
        const input = parseForm(VipReviewInputSchema, { decision: fields.decision, note: fields.note });
        const review = fields.intent === VIP_REVIEW_INTENTS.review ? reviewVipApplication : reviewVipRenewal;
        const { message } = await review(context.db, id, input, viewer);
        return { message };
      }
      default:
        throw new AppError("validation", recordsWords.msg("unknownFormAction"));
    }
  });
}

export default function VipApplicationsScreen({ loaderData }: Route.ComponentProps) {
  const { status, query, counts, items, total, page, pages } = loaderData;
  const plainPostResult = useActionData<ActionResult>();
  const listTitleId = "vip-applications-list-title";
  const tabs = [...VIP_LIST_FILTERS.map((f) => ({ value: f.value as string, label: f.label, count: counts[f.value] })), { value: "all", label: "All", count: counts.all }];
  const current = tabs.find((t) => t.value === status) ?? tabs[0];
  /** The screen's URL for a tab, a search and a page (Pending, no search and page 1 are left out). */
  const href = ({ tab = status, q = query, page: n = 1 }: { tab?: string; q?: string; page?: number }) => {
    const params = new URLSearchParams();
    if (tab !== "pending") params.set("status", tab);
    if (q) params.set("q", q);
    if (n > 1) params.set("page", String(n));
    return `/vipApplications${params.size ? `?${params.toString()}` : ""}`;
  };
  const exportParams = new URLSearchParams();
  if (status !== "pending") exportParams.set("status", status);
  if (query) exportParams.set("q", query);
  const exportHref = `/vipApplications.csv${exportParams.size ? `?${exportParams.toString()}` : ""}`;
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <h1>VIP applications</h1>
        <p className="admin-page-lead">
          Presidential VIP Club applications and renewal requests. Approving makes the applicant a member (department Marketing) for one year; the applicant is told by email either way.
        </p>
      </header>
      <PlainPostNotice result={plainPostResult} />
      <nav className="status-filter vip-tabs" aria-label="Filter by status">
        {tabs.map((t) => (
          <Link key={t.value} to={href({ tab: t.value, page: 1 })} aria-current={t.value === status ? "page" : undefined} className="status-filter-link">
            {t.label} <span className="count">{t.count}</span>
          </Link>
        ))}
      </nav>
      <ListToolbar
        query={query}
        searchLabel="Search applications"
        placeholder="Name, email or passport number"
        keep={status !== "pending" ? { status } : {}}
        clearHref={href({ q: "" })}
      />
      <section className="admin-list" aria-labelledby={listTitleId}>
        <div className="vip-list-heading">
          <h2 id={listTitleId} className="admin-section-title" tabIndex={-1}>
            {query ? `${current?.label} matching “${query}”` : current?.label} <span className="count">{total}</span>
          </h2>
          <a className="btn btn-ghost" href={exportHref} download>
            Export CSV
          </a>
        </div>
        <VipReviewList applications={items} listTitleId={listTitleId} />
        <ListPagination page={page} pages={pages} hrefOf={(n) => href({ page: n })} label="Pages of applications" />
      </section>
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
