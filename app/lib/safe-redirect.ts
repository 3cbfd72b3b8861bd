/**
 * Where a visitor may be sent back to after logging in or posting a form: a path on this
 * site, never another host. Browsers strip tabs and newlines from URLs and read `\` as `/`,
 * so `/\t/evil.example` or `/\/evil.example` would leave the site; the check therefore
 * refuses every control character and backslash and then lets the URL parser decide whether
 * the result is still on our own origin. The answer is the parsed, normalised path, safe to
 * put in a Location header.
 */
const PROBE_ORIGIN = "http://site.invalid";

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

export function safeRedirectPath(target: string | null | undefined, fallback = "/"): string {
  if (!target || target.length > 2048 || !target.startsWith("/") || UNSAFE.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = url.pathname + url.search + url.hash;
  // A path that starts with two slashes would be read as another host by the browser.
  return path.startsWith("//") ? fallback : path;
}
