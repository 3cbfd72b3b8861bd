/**
 * Search and pages for a back-office list held in full by the page (every record screen):
 * `?q=` filters by name, `?page=` picks 12 at a time. Both live in the URL, so they work
 * before hydration, survive a reload and can be shared; the server renders the same slice.
 */
const LIST_PAGE_SIZE = 12;
/** The search box appears once a list has more records than this. */
export const LIST_SEARCH_FROM = 6;

export interface ListState {
  q: string;
  page: number;
}

export function readListState(params: URLSearchParams): ListState {
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const page = Number(params.get("page"));
  return { q, page: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}

/** Case- and accent-blind form of a name, for matching "cafe" to "Café". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en").replace(/\s+/g, " ").trim();
}

interface ListPage<T> {
  items: T[];
  /** The page shown, clamped to the pages there are (a delete can empty the last one). */
  page: number;
  pages: number;
  /** How many records match the search (all of them without one). */
  matched: number;
}

export function pageOfList<T>(records: readonly T[], nameOf: (record: T) => string, state: ListState): ListPage<T> {
  const needle = fold(state.q);
  const matching = needle ? records.filter((r) => fold(nameOf(r)).includes(needle)) : [...records];
  const pages = Math.max(1, Math.ceil(matching.length / LIST_PAGE_SIZE));
  const page = Math.min(state.page, pages);
  return { items: matching.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE), page, pages, matched: matching.length };
}

/** The page numbers to offer: the first, the last and the current one with its neighbours; "gap" between runs. */
export function pageLinks(page: number, pages: number): (number | "gap")[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const links: (number | "gap")[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) links.push("gap");
    links.push(n);
  });
  return links;
}

/** `?…` for the list with `extra` (e.g. tab=view), the search and the page (page 1 is left out). */
export function listHref(extra: Record<string, string>, state: ListState, changes: Partial<ListState> = {}): string {
  const { q, page } = { ...state, ...changes };
  const params = new URLSearchParams(extra);
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  return `?${params.toString()}`;
}
