import type { GetModuleInfo } from "rollup";
import { catalogId, languagePartOf } from "../../vite/compile-catalogs";

/*
 * How the browser build groups the site's script modules into files (docs/decisions/045-public-script-chunks.md).
 *
 * Left to itself, Rollup gives every set of pages that share code a file of its own: the home
 * page asked for 24 scripts, most under 1 KB, each with its ~600 bytes of response headers and
 * its own request set-up on a phone. Instead:
 * - "framework": React, React DOM and React Router, which every page needs and which change
 *   only with a dependency upgrade, so they stay cached across the site's releases;
 * - "site": what the root and the public layout share with other pages (messages, prices,
 *   dates, the site's settings, the error notice) and the pieces most public pages use (page
 *   head, hero, pictures), in one file;
 * - "home-shared": what the home page shares with a few pages (the reservation bar with the rooms
 *   page, the key figures with the events page), in one file beside the home page's (it is
 *   where most visits start, so those pages find it cached) rather than on every page;
 * - each page's own code stays in its route module (the header, footer and popup in the public
 *   layout's, which the back-office never loads);
 * - everything else as Rollup splits it: code that only a few pages share (the form kit, a
 *   tender table) and the back-office's code in files of their own, so a public page never
 *   downloads what only those need. (One "forms" file for the form pages was tried: 4 KB more
 *   on each of them for 2 requests fewer.)
 */

const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;

/**
 * Route modules of the back-office: what only they reach stays out of the public pages' files.
 * A feature keeps its own staff screens in `features/<x>/admin/` and its pages in
 * `features/<x>/pages/` (docs/decisions/053-feature-folders.md).
 */
const BACK_OFFICE_ROUTE = /\/app\/(routes\/admin|features\/[^/]+\/admin)\//;

/** Route modules of the site's pages and screens (the others are layouts' and features' code). */
const ROUTE_MODULE = /\/app\/(routes|features\/[^/]+\/(pages|admin))\//;

/** The public shell: every public page runs what these import. */
const SHELL_ROUTE = /\/app\/(root\.tsx|routes\/public\/site-layout\.tsx)\?/;

/** The page most visits start on: what it shares with other pages is in "site" too, already cached when the visitor moves on. */
const HOME_ROUTE = /\/app\/routes\/public\/home\.tsx\?/;

/**
 * A module shared by at least this share of the public route modules is worth its bytes on
 * every public page: one request fewer on most pages costs the others a few hundred bytes.
 */
const SHARED_BY_MOST = 0.2;

/** Characters of code (comments aside) below which a shared module is not worth a file of its own. */
const TINY_MODULE = 120;

/** A module's code without its comments, in characters (Infinity when Rollup has none for it). */
function codeLength(code: string | null): number {
  return code === null ? Infinity : code.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "").trim().length;
}

/** The route modules (entries) that import a module, directly or through other modules; dynamic imports are boundaries. */
function routesReaching(id: string, getModuleInfo: GetModuleInfo): string[] {
  const routes: string[] = [];
  const seen = new Set([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const info = getModuleInfo(next);
    if (info?.isEntry) routes.push(next);
    for (const importer of info?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return routes;
}

/** Rollup's `manualChunks` for the browser build: a chunk name, or undefined to leave the module to Rollup. */
export function createScriptChunks(): (id: string, meta: { getModuleInfo: GetModuleInfo; getModuleIds: () => IterableIterator<string> }) => string | undefined {
  let publicRouteCount: number | null = null;
  const chunkOf = (id: string, getModuleInfo: GetModuleInfo, getModuleIds: () => IterableIterator<string>): string | undefined => {
    if (FRAMEWORK.test(id)) return "framework";
    // A catalogue's text in one language (decision 047): the site-wide catalogues' in one file
    // per language, the others each beside its page's code.
    const part = languagePartOf(id);
    if (part) {
      const catalog = catalogId(part.file);
      const inShell = routesReaching(catalog, getModuleInfo).some((route) => SHELL_ROUTE.test(route));
      const catalogChunk = chunkOf(catalog, getModuleInfo, getModuleIds);
      if (inShell || catalogChunk === "site") return `site-${part.language}`;
      if (catalogChunk === "home-shared") return `home-shared-${part.language}`;
      return `${part.file.split("/").pop()!.replace(/\.messages\.json$/, "")}-${part.language}`;
    }
    if (!id.includes("/app/") || id.includes("?__react-router-build-client-route")) return undefined;
    const info = getModuleInfo(id);
    if (!info || info.isEntry) return undefined;
    publicRouteCount ??= [...getModuleIds()].filter((m) => getModuleInfo(m)?.isEntry && ROUTE_MODULE.test(m) && !BACK_OFFICE_ROUTE.test(m)).length;
    const routes = routesReaching(id, getModuleInfo);
    if (routes.some((route) => SHELL_ROUTE.test(route))) return routes.length > 1 ? "site" : undefined;
    const publicRoutes = routes.filter((route) => !BACK_OFFICE_ROUTE.test(route));
    if (publicRoutes.length >= Math.max(2, publicRouteCount * SHARED_BY_MOST)) return "site";
    // A few constants shared by some pages (a field's longest length) cost fewer bytes in "site"
    // than in a file of their own, which each of those pages would fetch with its headers.
    if (publicRoutes.length >= 2 && codeLength(info.code) <= TINY_MODULE) return "site";
    // What the home page shares with a page or two (the reservation bar, the convention centre's
    // figures) in one file beside it: every other page would pay its bytes in "site".
    if (routes.length > 1 && routes.some((route) => HOME_ROUTE.test(route))) return "home-shared";
    return undefined;
  };
  return (id, { getModuleInfo, getModuleIds }) => chunkOf(id, getModuleInfo, getModuleIds);
}
