/**
 * A SPEC path as it goes into a link or a Location header: "&" is a query separator only
 * after "?", but encoding it (`/Health%26Wellness`) keeps every parser honest.
 */
export function pathHref(path: string): string {
  return encodeURI(path).replaceAll("&", "%26");
}
