import { setupI18n, type I18n } from "@lingui/core";
import { messageRef } from "~/lib/message-ref";
import { browserLanguage } from "~/lib/page-language";
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
 * A catalogue as its module imports it: the same keys in both languages (checked by
 * catalogs.test.ts), and the namespace the build gives it from its file's path
 * (vite/compile-catalogs.ts). In the browser a catalogue holds its page's language only, the
 * missing Chichewa messages filled in with the English ones at build time. A back-office
 * catalogue (`*-staff.messages.json`) is English only (DECISIONS §10): a Chichewa back-office is
 * a translation added to it, not a rewrite.
 */
export interface CatalogSource {
  en?: Record<string, string>;
  ny?: Record<string, unknown>;
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
  /**
   * The message for code shared by the browser and the server (schemas, handlers): in the
   * browser, words in the page's language (a page's scripts are in one language, decision 047);
   * on the server, a reference (`ref`), since who will read it is not known yet — except from an
   * English-only catalogue, whose words it gives at once.
   */
  msg(key: Key, values?: MessageValues): string;
}

let unbuiltCatalogues = 0;

/**
 * A catalogue read outside the build (React Router reading the route config through tsx, which
 * loads the content types and so their schemas): no namespace from its path and no compiled
 * messages, so it answers from its raw words, placeholders filled, without Lingui. Nothing a
 * visitor reads comes from one.
 */
function unbuiltCatalog<Key extends string>(source: CatalogSource): Catalog<Key> {
  const namespace = `unbuilt-${++unbuiltCatalogues}`;
  const t = (language: Language, key: string, values?: MessageValues) => {
    const raw = (source[language] as Record<string, unknown> | undefined)?.[key] ?? source.en?.[key] ?? key;
    return String(raw).replace(/\{(\w+)\}/g, (whole, name: string) => (values?.[name] === undefined ? whole : String(values[name])));
  };
  return { namespace, t, ref: (key, values) => messageRef(`${namespace}.${key}`, values ? [values] : []), msg: (key, values) => t("en", key, values) };
}
/** The page's language in the browser; null on the server. */
const pageLanguage: Language | null = browserLanguage;

/** The English keys of a catalogue file, as its JSON import types them. */
type KeyOf<Source> = Source extends { en: infer English } ? Extract<keyof English, string> : never;

/**
 * Registers a catalogue under the namespace its file's path gives it (its keys become
 * `namespace.key`). A missing Chichewa message falls back to the English one rather than
 * showing a key. Registering again (a module reloaded in development) replaces the messages.
 */
export function defineCatalog<Source extends CatalogSource>(source: Source): Catalog<KeyOf<Source>> {
  const given = (source as { namespace?: unknown }).namespace;
  if (typeof given !== "string" || given === "") return unbuiltCatalog(source);
  const namespace = given;
  for (const language of LANGUAGES) {
    const messages = source[language] as Record<string, unknown> | undefined;
    if (!messages) continue;
    const entries = Object.entries(messages).map(([key, message]) => [`${namespace}.${key}`, message]);
    i18nOf[language].load(language, Object.fromEntries(entries) as Record<string, string>);
  }
  const english = (source.en as Record<string, unknown> | undefined) ?? {};
  // In the browser, the page's language is the one held; a page of the other language reached
  // without a page load (which the root then reloads) shows this one's text rather than keys.
  const held = LANGUAGES.find((language) => source[language] !== undefined) ?? DEFAULT_LANGUAGE;
  const t = (language: Language, key: string, values?: MessageValues) => {
    const shown = source[language] === undefined ? held : language;
    // The English message is the fallback for a Chichewa one not written yet.
    return i18nOf[shown]._(`${namespace}.${key}`, values as Record<string, unknown> | undefined, { message: english[key] as string | undefined });
  };
  const ref = (key: string, values?: MessageValues) => messageRef(`${namespace}.${key}`, values ? [values] : []);
  return {
    namespace,
    t,
    ref,
    // A back-office catalogue in English only has no language to choose where the answer leaves
    // the server, so its words are written at once; once it has Chichewa it gives references too.
    msg: pageLanguage !== null ? (key, values) => t(pageLanguage, key, values) : source.ny === undefined ? (key, values) => t("en", key, values) : ref,
  };
}
