import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * For loaders whose data changes only through form submissions: a navigation that only
 * changes the query string (a tab, a filter, the card being edited) does not re-read them.
 */
export function revalidateUnlessOnlyQueryChanged({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
