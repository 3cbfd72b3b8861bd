import type { Route } from "./+types/activity";
import activityListCssUrl from "~/components/admin/activity-list.css?url";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { requireAdmin } from "~/platform/auth/guards.server";
import { listAuditEntries, listAuditFilterChoices } from "~/platform/audit/audit-log.server";
import { ActivityFilters, ActivityList, ActivityPager } from "~/components/admin/activity-list";
import { AuditQuerySchema } from "~/platform/audit/schema";
import { CONTENT_TYPES } from "~/content-types";
import { AUDIT_ACTION_LABELS, FEATURE_AUDIT_SUBJECTS } from "~/feature-registry";

/** Every subject type's name: the content types' own, then the rest. */
const auditSubjectLabels = (): Record<string, string> => ({
  ...Object.fromEntries(CONTENT_TYPES.map((type) => [type.table, type.auditLabel])),
  ...FEATURE_AUDIT_SUBJECTS,
});

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: activityListCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Activity · Back-office" }, { name: "robots", content: "noindex" }];

/** The activity log is for administrators (DECISIONS §2). A malformed filter shows everything rather than an error page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = Object.fromEntries(Array.from(new URL(request.url).searchParams).filter(([, value]) => value !== ""));
  const parsed = AuditQuerySchema.safeParse(params);
  const query = parsed.success ? parsed.data : { page: 1, actor: undefined, type: undefined };
  const [log, choices] = await Promise.all([
    listAuditEntries(context.db, { page: query.page, actorId: query.actor, subjectType: query.type }),
    listAuditFilterChoices(context.db),
  ]);
  return { ...log, ...choices, labels: auditSubjectLabels(), actor: query.actor, type: query.type, pages: Math.max(1, Math.ceil(log.total / log.pageSize)) };
}

export default function ActivityScreen({ loaderData }: Route.ComponentProps) {
  const { entries, actors, types, actor, type, page, pages, total, labels } = loaderData;
  const titleId = "activity-list-title";
  const search = new URLSearchParams();
  if (actor !== undefined) search.set("actor", String(actor));
  if (type !== undefined) search.set("type", type);
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <h1>Activity</h1>
        <p className="admin-page-lead">Every change made in the back-office or through the API: who, what and when, newest first.</p>
      </header>
      <ActivityFilters actors={actors} types={types} actor={actor} type={type} labels={labels} />
      <section className="admin-list" aria-labelledby={titleId}>
        <h2 id={titleId} className="admin-section-title" tabIndex={-1}>
          {actor !== undefined || type !== undefined ? "Matching changes" : "All changes"} <span className="count">{total}</span>
        </h2>
        <ActivityList entries={entries} titleId={titleId} labels={labels} actionLabels={AUDIT_ACTION_LABELS} />
        <ActivityPager page={page} pages={pages} search={search} />
      </section>
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
