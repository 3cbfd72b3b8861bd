import { describe, expect, it } from "vitest";
import { OWN_SETTING_KEYS } from "~/platform/settings/get-site-settings.server";
import type { SettingsDeclaration } from "~/platform/settings/setting-declaration";
import { FEATURE_FILES } from "./feature-registry";

/*
 * The registry merges the declarations with Object.assign and flatMap, which would let a second
 * feature quietly take over a first one's label or screen; these checks make that a failure.
 */
/** The features' settings (platform/settings/declared-settings.ts finds the same files). */
const settingsFiles = import.meta.glob<SettingsDeclaration>("./features/*/*.settings.ts", { eager: true, import: "default" });

/** Names given more than once across the declarations. */
function repeated(names: string[]): string[] {
  return names.filter((name, index) => names.indexOf(name) !== index);
}

describe("feature declarations", () => {
  const entries = Object.entries(FEATURE_FILES);

  it("are found, one per folder, named for it", () => {
    expect(entries.length).toBeGreaterThan(10);
    for (const [file, feature] of entries) {
      expect(file).toBe(file.replace(/\/[^/]+\/[^/]+$/, `/${feature.key}/${feature.key}.feature.ts`));
    }
  });

  it("never name a screen, sitemap path, audit subject, action or page-less table twice", () => {
    const all = entries.map(([, feature]) => feature);
    expect(repeated(all.flatMap((f) => (f.screens ?? []).map((s) => s.to)))).toEqual([]);
    expect(repeated(all.flatMap((f) => f.sitemapPaths ?? []))).toEqual([]);
    expect(repeated(all.flatMap((f) => Object.keys(f.auditSubjects ?? {})))).toEqual([]);
    expect(repeated(all.flatMap((f) => Object.keys(f.auditActions ?? {})))).toEqual([]);
    expect(repeated(all.flatMap((f) => [...(f.tablesNoPageShows ?? [])]))).toEqual([]);
  });

  it("declare their settings in their own folder, and never a setting name or stored key twice, nor one the site has itself", () => {
    const settings = Object.entries(settingsFiles);
    expect(settings.length).toBeGreaterThan(0);
    for (const [file, declaration] of settings) {
      expect(file).toBe(`./features/${declaration.key}/${declaration.key}.settings.ts`);
    }
    const fields = settings.flatMap(([, declaration]) => Object.entries(declaration.fields));
    expect(repeated([...Object.keys(OWN_SETTING_KEYS), ...fields.map(([name]) => name)])).toEqual([]);
    expect(repeated([...Object.values(OWN_SETTING_KEYS), ...fields.map(([, field]) => field.stored)])).toEqual([]);
  });
});
