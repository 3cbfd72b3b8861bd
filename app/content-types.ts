import { type AnyContentType, MENU_GROUPS } from "~/platform/records/content-type";

/*
 * Every content type of the site: each `app/features/<x>/<x>.type.ts(x)` file's default export
 * (docs/decisions/030-content-type-declarations.md). Adding a type is adding that file; the
 * route table (app/routes.ts reads the same files), the API, the menu, the page upload limits,
 * the activity log's labels and the sitemap follow from it.
 */
const declared = import.meta.glob<AnyContentType>("./features/*/*.type.{ts,tsx}", { eager: true, import: "default" });

/** In the back-office menu's order: by group, then each type's place in it. */
export const CONTENT_TYPES: readonly AnyContentType[] = Object.values(declared).sort(
  (a, b) => menuRank(a) - menuRank(b) || a.key.localeCompare(b.key),
);

function menuRank(type: AnyContentType): number {
  const menu = type.screen?.menu;
  return menu ? MENU_GROUPS.indexOf(menu.group) * 10_000 + menu.order : Number.MAX_SAFE_INTEGER;
}

/** The type whose back-office screen is at `pathname` (`/partners`, or `/partners.data` for a fetcher's call). */
export function contentTypeAtScreen(pathname: string): AnyContentType | undefined {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  return CONTENT_TYPES.find((type) => type.screen?.path === path);
}

export function contentTypeByKey(key: string): AnyContentType | undefined {
  return CONTENT_TYPES.find((type) => type.key === key);
}
