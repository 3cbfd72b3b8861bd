import { Form, Link } from "react-router";

/** What each subject type is called (its table → "Partner logos"), from the server. */
export type SubjectLabels = Record<string, string>;
import type { AuditEntry } from "~/platform/audit/schema";
import { hotelDateTime } from "~/lib/dates";

/** Person and type filters: a plain GET form, so a filtered view survives a reload and can be shared. */
export function ActivityFilters({ actors, types, actor, type, labels }: { actors: { id: number; name: string }[]; types: string[]; actor?: number | undefined; type?: string | undefined; labels: SubjectLabels }) {
  return (
    // Keyed on the filters: the selects are uncontrolled, and "Clear" must show them cleared.
    <Form key={`${actor ?? ""}:${type ?? ""}`} method="get" className="activity-filters" aria-label="Filter the activity">
      <div className="form-field">
        <label className="form-label" htmlFor="activity-actor">
          Person
        </label>
        <select id="activity-actor" name="actor" defaultValue={actor ?? ""}>
          <option value="">Everyone</option>
          {actors.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-label" htmlFor="activity-type">
          Type
        </label>
        <select id="activity-type" name="type" defaultValue={type ?? ""}>
          <option value="">Everything</option>
          {types.map((t) => (
            <option key={t} value={t}>
              {labels[t] ?? t}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary">
        Show
      </button>
      {actor !== undefined || type !== undefined ? (
        <Link to="?" className="btn btn-ghost">
          Clear
        </Link>
      ) : null}
    </Form>
  );
}

/** The entries of one page, newest first. */
/** `actionLabels`: what staff call each action (the features' declarations); an unknown one shows as recorded. */
export function ActivityList({ entries, titleId, labels, actionLabels }: { entries: AuditEntry[]; titleId: string; labels: SubjectLabels; actionLabels: Readonly<Record<string, string>> }) {
  if (entries.length === 0) return <p className="empty-state">No activity recorded yet.</p>;
  return (
    <ol className="activity-list" role="list" aria-labelledby={titleId}>
      {entries.map((entry) => (
        <li key={entry.id} className="activity-item">
          <time className="activity-time" dateTime={entry.at}>
            {hotelDateTime(entry.at)}
          </time>
          <p className="activity-what">
            <span className="activity-action">{actionLabels[entry.action] ?? entry.action}</span>{" "}
            <span className="activity-type">{labels[entry.subjectType] ?? entry.subjectType}</span>
            {": "}
            <span className="activity-label">{entry.subjectLabel}</span>
          </p>
          <p className="activity-who">
            by {entry.actorName}
            {entry.actorEmail ? <span className="activity-email"> ({entry.actorEmail})</span> : null}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** Previous / next links that keep the filters. */
export function ActivityPager({ page, pages, search }: { page: number; pages: number; search: URLSearchParams }) {
  if (pages <= 1) return null;
  const hrefOf = (target: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(target));
    return `?${params.toString()}`;
  };
  return (
    <nav className="activity-pager" aria-label="Pages of activity">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className="btn btn-ghost" rel="prev">
          Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="activity-page">{`Page ${page} of ${pages}`}</span>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} className="btn btn-ghost" rel="next">
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
