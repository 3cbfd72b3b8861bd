import type { FeatureDeclaration, FeatureScreen } from "~/platform/registry/feature-declaration";

/*
 * Every feature's declaration: each `app/features/<x>/<x>.feature.ts` and
 * `app/platform/<x>/<x>.feature.ts` file's default export (docs/decisions/053-feature-folders.md).
 * Like the content types (app/content-types.ts), a feature joins the menu, the activity log's
 * labels, the sitemap and the render cache's rules by having that file; no list elsewhere
 * names it.
 */
/** Each declaration by its file (`./features/callbacks/callbacks.feature.ts`): its test checks the file is named for its key. */
export const FEATURE_FILES: Readonly<Record<string, FeatureDeclaration>> = import.meta.glob<FeatureDeclaration>(["./features/*/*.feature.ts", "./platform/*/*.feature.ts"], {
  eager: true,
  import: "default",
});

/** By key, so every list made from them has one order whatever the file system's. */
export const FEATURES: readonly FeatureDeclaration[] = Object.values(FEATURE_FILES).sort((a, b) => a.key.localeCompare(b.key));

/** The back-office screens that are not a content type's, in their menu order. */
export const FEATURE_SCREENS: readonly FeatureScreen[] = FEATURES.flatMap((feature) => feature.screens ?? []).sort((a, b) => a.order - b.order);

/** What staff call each subject type of the activity log that is not a content type's table. */
export const FEATURE_AUDIT_SUBJECTS: Readonly<Record<string, string>> = Object.assign({}, ...FEATURES.map((feature) => feature.auditSubjects ?? {}));

/** Every action of the activity log and its label. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = Object.assign({}, ...FEATURES.map((feature) => feature.auditActions ?? {}));

/** The public pages search engines may list that are not a content type's. */
export const FEATURE_SITEMAP_PATHS: readonly string[] = FEATURES.flatMap((feature) => feature.sitemapPaths ?? []);

/** Tables no public page shows: their writes leave the stored pages alone (server/delivery/render-cache.ts). */
export const TABLES_NO_PAGE_SHOWS: ReadonlySet<string> = new Set(FEATURES.flatMap((feature) => feature.tablesNoPageShows ?? []));
