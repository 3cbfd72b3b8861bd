import { Form, Link, useNavigation } from "react-router";
import { pageLinks } from "~/components/admin/list-page";

/**
 * The search box (and, for contact messages and the newsletter, the spreadsheet export)
 * above a staff list. The search is a plain GET form (`?q=`), so it works before hydration,
 * survives a reload and can be shared; the export downloads what the search shows.
 * `keep` carries other parameters the list needs (a record screen's `tab=view`).
 */
export function ListToolbar({ query, searchLabel, placeholder, exportHref, exportLabel, keep = {}, clearHref = "?" }: {
  query: string;
  searchLabel: string;
  placeholder: string;
  /** The CSV resource route, e.g. `/Contacts.csv`. */
  exportHref?: string;
  exportLabel?: string;
  keep?: Record<string, string>;
  clearHref?: string;
}) {
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.search !== "" && navigation.formMethod === undefined;
  const exportUrl = exportHref && query ? `${exportHref}?${new URLSearchParams({ q: query }).toString()}` : exportHref;
  return (
    <div className="list-toolbar">
      <Form method="get" role="search" className="list-search" aria-label={searchLabel}>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className="visually-hidden" htmlFor="list-search-q">
          {searchLabel}
        </label>
        <input id="list-search-q" type="search" name="q" defaultValue={query} placeholder={placeholder} maxLength={100} autoComplete="off" />
        <button type="submit" className="btn btn-primary" aria-disabled={searching || undefined}>
          Search
        </button>
        {query ? (
          <a href={clearHref} className="btn btn-ghost">
            Clear
          </a>
        ) : null}
      </Form>
      {exportUrl ? (
        <a href={exportUrl} className="btn btn-ghost list-export" download>
          {exportLabel}
        </a>
      ) : null}
    </div>
  );
}

/**
 * Page links under a long list: Previous, the first, last and nearby page numbers (the
 * current one marked with aria-current), Next. Plain links, so they work without JavaScript;
 * they wrap on a phone instead of scrolling sideways.
 */
export function ListPagination({ page, pages, hrefOf, label }: { page: number; pages: number; hrefOf: (page: number) => string; label: string }) {
  if (pages <= 1) return null;
  return (
    <nav className="list-pagination" aria-label={label}>
      <ul role="list">
        <li>
          {page > 1 ? (
            <Link to={hrefOf(page - 1)} rel="prev" className="list-page-step">
              Previous
            </Link>
          ) : (
            <span className="list-page-step" aria-disabled="true">
              Previous
            </span>
          )}
        </li>
        {pageLinks(page, pages).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="list-page-gap">
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={hrefOf(n)} aria-current={n === page ? "page" : undefined} aria-label={`Page ${n}`}>
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={hrefOf(page + 1)} rel="next" className="list-page-step">
              Next
            </Link>
          ) : (
            <span className="list-page-step" aria-disabled="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
