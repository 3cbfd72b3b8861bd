import { setupI18n, type I18n } from "@lingui/core";
import { messageRef } from "~/lib/message-ref";
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_TAG, type Language } from "./language";

/**
 * Interface text lives in catalogues, one per part of the site (`*.messages.json` beside the
 * code that shows it), each holding the English and Chichewa wording side by side so a
 * translator reads both at once (decision 042). Messages are ICU MessageFormat:
 * `"{nights, plural, one {# night} other {# nights}}"`. The build compiles them
 * (vite/compile-catalogs.ts); tests and scripts compile on first use.
 *
 * One Lingui instance per language, each fixed in its language for the life of the process:
 * a server renders English and Chichewa pages at once, so nothing may switch a shared locale.
 */
export const i18nOf: Record<Language, I18n> = {
  // Empty catalogues to start with: the catalogues register themselves as their modules load.
  en: setupI18n({ locale: "en", locales: [LANGUAGE_TAG.en], messages: { en: {} } }),
  // Node's ICU has no Chichewa data: numbers and plural rules follow British English (DECISIONS §10).
  ny: setupI18n({ locale: "ny", locales: ["ny", LANGUAGE_TAG.en], messages: { ny: {} } }),
};

/**
 * The shape of a catalogue file: the same keys in both languages (checked by catalogs.test.ts).
 * In the browser a catalogue holds its page's language only (vite/compile-catalogs.ts), the
 * missing Chichewa messages filled in with the English ones at build time.
 */
export interface CatalogSource {
  en: Record<string, string>;
  ny: Record<string, unknown>;
}

export type MessageValues = Record<string, string | number | Date | null | undefined>;

export interface Catalog<Key extends string> {
  readonly namespace: string;
  /** The message in a language, with its `{placeholders}` filled. */
  t(language: Language, key: Key, values?: MessageValues): string;
  /**
   * The message as a reference (app/lib/message-ref.ts), for code that writes an answer without
   * knowing who reads it: it is written in the asker's language where the answer leaves the server.
   */
  ref(key: Key, values?: MessageValues): string;
}

const namespaces = new Set<string>();

/**
 * Registers a catalogue under a namespace (its keys become `namespace.key`). A missing
 * Chichewa message falls back to the English one rather than showing a key.
 */
export function defineCatalog<Source extends CatalogSource>(namespace: string, source: Source): Catalog<Extract<keyof Source["en"], string>> {
  if (!namespaces.has(namespace)) {
    namespaces.add(namespace);
    for (const language of LANGUAGES) {
      const messages = source[language] as Record<string, unknown> | undefined;
      if (!messages) continue;
      const entries = Object.entries(messages).map(([key, message]) => [`${namespace}.${key}`, message]);
      i18nOf[language].load(language, Object.fromEntries(entries) as Record<string, string>);
    }
  }
  const english = (source.en as Record<string, unknown> | undefined) ?? {};
  // In the browser, the page's language is the one held; a page of the other language reached
  // without a page load (which the root then reloads) shows this one's text rather than keys.
  const held = LANGUAGES.find((language) => source[language] !== undefined) ?? DEFAULT_LANGUAGE;
  return {
    namespace,
    t(language, key, values) {
      const shown = source[language] === undefined ? held : language;
      // The English message is the fallback for a Chichewa one not written yet.
      return i18nOf[shown]._(`${namespace}.${key}`, values as Record<string, unknown> | undefined, { message: english[key] as string | undefined });
    },
    ref(key, values) {
      return messageRef(`${namespace}.${key}`, values ? [values] : []);
    },
  };
}
