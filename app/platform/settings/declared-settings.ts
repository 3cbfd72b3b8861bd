import type { SettingsDeclaration, WholeNumberSetting } from "~/platform/settings/setting-declaration";

/*
 * The settings the features declare: each `app/features/<x>/<x>.settings.ts` file's default
 * export (docs/decisions/053-feature-folders.md). Found by name as the feature registry finds
 * `<x>.feature.ts`, so the settings module names no feature and a feature's settings need no
 * line here.
 */
const declared = import.meta.glob<SettingsDeclaration>("../../features/*/*.settings.ts", { eager: true, import: "default" });

/** By key, so the schemas, the stored keys and the screen have one order whatever the file system's. */
export const SETTINGS_DECLARATIONS: readonly SettingsDeclaration[] = Object.values(declared).sort((a, b) => a.key.localeCompare(b.key));

/** Every declared setting by name, in that order. */
export const DECLARED_SETTINGS: readonly (readonly [name: string, setting: WholeNumberSetting])[] = SETTINGS_DECLARATIONS.flatMap((declaration) =>
  Object.entries(declaration.fields),
);

/** A value for each declared setting, by name, in that order. */
export function declaredSettingsMap<V>(value: (setting: WholeNumberSetting, name: string) => V): Record<string, V> {
  return Object.fromEntries(DECLARED_SETTINGS.map(([name, setting]) => [name, value(setting, name)]));
}
