import type { Database } from "~/platform/db/db-schema";
import type { MenuGroup } from "~/platform/records/content-type";

/** A back-office screen that is not a content type's, with its place in the menu. */
export interface FeatureScreen {
  to: string;
  label: string;
  group: MenuGroup;
  /** Its place among the group's other feature screens (they follow the content types' screens). */
  order: number;
  /** Administrators only (DECISIONS §2): left out of an editor's menu; its loader refuses editors too. */
  adminOnly?: boolean;
}

/**
 * What a feature tells the rest of the site about itself, in its own folder: the file
 * `app/features/<x>/<x>.feature.ts` (or `app/platform/<x>/<x>.feature.ts` for the site's own
 * machinery), found by name like the content types' `*.type.ts` (docs/decisions/053-feature-folders.md).
 * Isomorphic and tiny: the back-office menu reads it in the browser.
 */
export interface FeatureDeclaration {
  /** The folder's name. */
  key: string;
  /** Its back-office screens and their menu entries. */
  screens?: readonly FeatureScreen[];
  /** Activity log: the subject types it writes (a table, or `settings`, `users`) and what staff call them. */
  auditSubjects?: Readonly<Record<string, string>>;
  /**
   * Activity log: the actions it records, with their labels. The keys also join the type
   * `AuditAction` through the declaration's `declare module` block (see audit-actions.ts).
   */
  auditActions?: Readonly<Record<string, string>>;
  /** Its public pages search engines may list (a content type's come from its declaration). */
  sitemapPaths?: readonly string[];
  /**
   * Tables it writes that no public page shows (a sign-in, a guest's form post): their writes
   * leave the stored pages alone (server/delivery/render-cache.ts). A table any page reads must never
   * be here, or its changes would wait up to five minutes to show.
   */
  tablesNoPageShows?: readonly (keyof Database)[];
}

/** A feature's declaration, typed exactly (its action names become `AuditAction`s). */
export function defineFeature<const T extends FeatureDeclaration>(declaration: T): T {
  return declaration;
}
