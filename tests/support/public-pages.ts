/**
 * The public pages to check from outside: every address /sitemap.xml lists, and the log-in and
 * forgotten-password pages (public, but not for search engines). Used by the template browser
 * checks and by `npm run bench -- lighthouse`.
 */
export function publicPagePaths(sitemapXml: string): string[] {
  const listed = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replaceAll("&amp;", "&")).pathname);
  return [...new Set([...listed, "/login", "/forgetPassword"])];
}
