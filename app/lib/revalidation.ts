import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * For loaders whose data changes only through form submissions: a navigation that only
 * changes the query string (a tab, a filter, the card being edited) does not re-read them.
 * An explicit revalidation (same URL, e.g. after a delete that failed because someone else
 * already removed the record) does, so the screen shows what is really there.
 */
export function revalidateUnlessOnlyQueryChanged({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}
