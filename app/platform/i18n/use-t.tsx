import { createContext, useCallback, useContext, type ReactNode } from "react";
import type { Catalog, MessageValues } from "./catalog";
import { DEFAULT_LANGUAGE, type Language } from "./language";

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/** Set once in the root from the page's address (`/ny/…` is Chichewa). */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** The language of the page being shown. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** `t(key, values)` for one catalogue in the page's language. */
export function useT<Key extends string>(catalog: Catalog<Key>): (key: Key, values?: MessageValues) => string {
  const language = useLanguage();
  return useCallback((key: Key, values?: MessageValues) => catalog.t(language, key, values), [catalog, language]);
}
