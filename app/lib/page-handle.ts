/**
 * What a page's route module says about itself to the server through React Router's `handle`
 * export (docs/decisions/039-request-path.md).
 *
 * `query`: the query parameters its loader and components read. Under the public site layout
 * a page is rendered, and stored, without any other: `/?q=<anything>` is the home page, served
 * from the render cache. A layout's list counts for every page under it (the footer reads
 * `?newsletter=`). A route with no list anywhere above it (the back-office, spreadsheet
 * exports) keeps its whole query string.
 */
export interface PageHandle {
  query?: readonly string[];
}
