import type { MiddlewareHandler } from "hono";
import type { ServerBuild } from "react-router";
import { isPageRoute, routeMatcher } from "./route-tree";
import { pathHref } from "~/lib/public-paths";

/**
 * React Router matches paths without regard to case or a trailing slash, so `/CONTACTus/`
 * rendered the Contact Us page under an address of its own: a fresh render and a render-cache
 * entry for each of the thousands of spellings of a path (docs/decisions/051-fair-renders.md).
 * Each page now has one address, its route's spelling (SPEC §2's, odd casing and all:
 * `/ContactUs`, `/accomodationService`, `/PictureGarlery`), and every other spelling is sent
 * there with a 301.
 *
 * `canonicalSpellings(build)(pathname)` is the address to send a path to, or null when the
 * path is already spelt so, or is no page's (the page-not-found, which is stored once for all
 * unknown paths). A route's literal segments are spelt as the route spells them; what fills a
 * parameter (`/rooms/:slug`) is kept as sent; a trailing slash is dropped.
 */
export function canonicalSpellings(build: ServerBuild): (pathname: string) => string | null {
  const match = routeMatcher(build);
  return (pathname) => {
    if (pathname === "/" || pathname.endsWith(".data")) return null;
    const matches = match(pathname);
    if (!matches || !isPageRoute(matches.at(-1)?.route)) return null;
    const pattern = matches.flatMap((match) => (match.route.path ? match.route.path.split("/") : [])).filter((segment) => segment !== "");
    const sent = pathname.split("/").slice(1);
    if (sent.length > 1 && sent.at(-1) === "") sent.pop();
    // Anything but one sent segment per route segment (a doubled slash, an optional segment) is left as it is.
    if (sent.length !== pattern.length || sent.some((segment) => segment === "")) return null;
    // A literal is spelt as links spell it (`&` as %26), or with the `&` left raw, as some write it: no other way.
    const spelt = pattern.map((segment, i) => (segment.startsWith(":") || sent[i] === encodeURI(segment) ? sent[i]! : pathHref(segment)));
    const canonical = `/${spelt.join("/")}`;
    return canonical === pathname ? null : canonical;
  };
}

/**
 * Answers GET and HEAD for a page's other spelling with 301 to its own, keeping the query
 * string; after the spelling table (spelling-redirects.ts), whose sources are words no route has.
 */
export function canonicalSpellingRedirects(load: () => Promise<(pathname: string) => string | null>): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const url = new URL(c.req.url);
    if (url.pathname.startsWith("/api/")) return next();
    const canonical = (await load())(url.pathname);
    if (canonical === null) return next();
    c.header("Cache-Control", "public, max-age=86400");
    return c.redirect(canonical + url.search, 301);
  };
}
