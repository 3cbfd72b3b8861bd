import type { Language } from "~/platform/i18n/language";

/*
 * Records in Chichewa (DECISIONS §10, docs/decisions/043-translated-record-fields.md). A type's
 * declaration names its translatable fields (`translatable: ["name", "message"]`); staff may
 * give each a Chichewa version, and a record read in Chichewa carries those versions beside its
 * English fields. Where one is missing the English text shows, marked `lang="en"`.
 * Isomorphic: pages, the back-office form and the API share these words.
 */

/** The languages a record's text may be given in besides English. */
export const TRANSLATED_LANGUAGES = ["ny"] as const satisfies readonly Language[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** The form and API field that carries a field's version in a language: `name` → `name_ny`. */
export function translationField(field: string, language: TranslatedLanguage = "ny"): string {
  return `${field}_${language}`;
}

/**
 * What staff send for a record's translatable fields in one language, by field: a text sets
 * it, null removes it, a field left out keeps what is stored.
 */
export type GivenTranslations = Readonly<Record<string, string | null>>;

/** What a record read in a language other than English carries beside its English fields. */
export interface RecordTranslation {
  language: TranslatedLanguage;
  /**
   * Its fields in that language, and what the type derives from them (a vacancy's excerpt
   * from its description). A field absent here has no version in the language.
   */
  texts: Readonly<Record<string, string | null>>;
  /** The translatable fields with no version in the language: they show in English. */
  untranslated: readonly string[];
}

/**
 * A record as a page reads it in a language: its English fields as stored (pages look records
 * up by them: the bar named "main", the "Presidential Suite") and, in Chichewa, `translation`.
 */
export type InLanguage<T> = T & { translation?: RecordTranslation };

/**
 * A text as a page shows it. `lang` is set only when the text is not in the page's language,
 * which is an English text on a Chichewa page, so the page marks it `lang="en"` and screen
 * readers pronounce it as English.
 */
export interface TextIn {
  text: string;
  lang?: Language;
}

/**
 * A record's field as a page in `language` shows it: its version in that language, or the
 * English one marked `lang: "en"`; null when neither has any text (an empty description).
 */
export function textIn(record: InLanguage<object>, field: string, language: Language): TextIn | null {
  const english = (record as Record<string, unknown>)[field];
  const englishText = typeof english === "string" && english !== "" ? english : null;
  if (language === "en") return englishText === null ? null : { text: englishText };
  const translation = record.translation;
  const translated = translation?.language === language ? translation.texts[field] : undefined;
  if (typeof translated === "string" && translated !== "") return { text: translated };
  return englishText === null ? null : { text: englishText, lang: "en" };
}

/**
 * A record's name that a page shows through a label of its own (the bar stored as "bush bar"
 * shows as "Bush Bar"): on a Chichewa page its Chichewa version when staff gave one, else the
 * English label, marked `lang: "en"` there.
 */
export function labelIn(record: InLanguage<object>, field: string, language: Language, englishLabel: string): TextIn {
  const version = textIn(record, field, language);
  if (language === "en") return { text: englishLabel };
  return version && version.lang === undefined ? version : { text: englishLabel, lang: "en" };
}

/** The text of an optional `TextIn`, for places that take a plain string (an `alt`, a title attribute). */
export const plainText = (value: TextIn | string | null | undefined): string => (typeof value === "string" ? value : (value?.text ?? ""));

/**
 * The record as the API answers it in its language: the versions in place of the English
 * fields, and `untranslated` naming the fields that fell back to English. An English record
 * is answered as it is.
 */
export function withTranslationInPlace<T extends object>(record: InLanguage<T>): T | (T & { untranslated: readonly string[] }) {
  const { translation, ...english } = record;
  if (!translation) return english as T;
  return { ...(english as T), ...translation.texts, untranslated: translation.untranslated };
}
