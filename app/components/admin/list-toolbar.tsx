import { Form, useNavigation } from "react-router";

/**
 * The search box and spreadsheet export above a staff list (contact messages, newsletter).
 * The search is a plain GET form (`?q=`), so it works before hydration, survives a reload
 * and can be shared; the export downloads what the search shows.
 */
export function ListToolbar({ query, searchLabel, placeholder, exportHref, exportLabel }: {
  query: string;
  searchLabel: string;
  placeholder: string;
  /** The CSV resource route, e.g. `/Contacts.csv`. */
  exportHref: string;
  exportLabel: string;
}) {
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.search !== "" && navigation.formMethod === undefined;
  const exportUrl = query ? `${exportHref}?${new URLSearchParams({ q: query }).toString()}` : exportHref;
  return (
    <div className="list-toolbar">
      <Form method="get" role="search" className="list-search" aria-label={searchLabel}>
        <label className="visually-hidden" htmlFor="list-search-q">
          {searchLabel}
        </label>
        <input id="list-search-q" type="search" name="q" defaultValue={query} placeholder={placeholder} maxLength={100} autoComplete="off" />
        <button type="submit" className="btn btn-primary" aria-disabled={searching || undefined}>
          Search
        </button>
        {query ? (
          <a href="?" className="btn btn-ghost">
            Clear
          </a>
        ) : null}
      </Form>
      <a href={exportUrl} className="btn btn-ghost list-export" download>
        {exportLabel}
      </a>
    </div>
  );
}
