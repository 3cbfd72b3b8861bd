/**
 * A value made on first use and kept. For `Intl` formatters at a module's top level: the first
 * one a page creates loads the browser's locale and time-zone data (10–30 ms on a phone, more
 * under load), and made at import time that cost lands in the single task that evaluates the
 * page's scripts before hydration, whether or not the page ever formats a date or a price.
 */
export function lazily<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
