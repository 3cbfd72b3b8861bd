/**
 * A whole number an administrator must give, from `min` (0 unless said) to `max` (a percentage, points per amount
 * spent). Stored as its digits; a damaged stored value reads as `default`.
 */
export interface WholeNumberSetting {
  /** Its key in the settings table: the stored data, so it never changes once released. */
  stored: string;
  default: number;
  /** The smallest value taken; 0 when not given. */
  min?: number;
  max: number;
  /** The staff message for a blank or out-of-range value, on the screen and from the API (a catalogue's `msg`). */
  message: string;
  /** Its field on the settings screen. */
  label: string;
  hint?: string;
  /**
   * A choice rather than a figure: the value is the index of its label (0 is the default's).
   * The screen shows a list; the API still takes and answers the number.
   */
  choices?: readonly string[];
  /**
   * Environment variables without which this setting must stay 0 (a secret the feature needs):
   * saving another value without them is refused with `unavailableMessage`.
   */
  requiresEnv?: readonly string[];
  unavailableMessage?: string;
}

/**
 * The site settings a feature adds: the file `app/features/<x>/<x>.settings.ts`, found by name
 * (declared-settings.ts) like a feature's `<x>.feature.ts` (docs/decisions/053-feature-folders.md).
 * Each field joins the settings' input and answer schemas, the stored keys, the defaults and the
 * settings screen (one section, `title`, in the fields' order). Its names join `SiteSettings`
 * through the file's `declare module` block:
 *
 *     declare module "~/platform/settings/site-settings" {
 *       interface FeatureSettings extends SettingsOf<typeof settings> {}
 *     }
 *
 * Isomorphic and tiny, no zod: every page reads the defaults when its settings cannot be read.
 */
export interface SettingsDeclaration {
  /** The feature folder's name. */
  key: string;
  /** Its section's heading on the settings screen. */
  title: string;
  /** The setting names (as the API and `SiteSettings` spell them), in the screen's and the API's order. */
  fields: Readonly<Record<string, WholeNumberSetting>>;
}

/** A feature's settings, typed exactly (their names become `SiteSettings` fields). */
export function defineSettings<const T extends SettingsDeclaration>(declaration: T): T {
  return declaration;
}

/** The settings a declaration adds, as `FeatureSettings` can extend. */
export type SettingsOf<D> = D extends { fields: infer F } ? { -readonly [K in keyof F]: number } : never;
