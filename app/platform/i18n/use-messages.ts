import { useCallback } from "react";
import { messagesIn, translateMessage, type Messages } from "./spec-messages";
import { useLanguage } from "./use-t";

/** SPEC's fixed wording in the page's language: `useMessages().emailInvalid`. */
export function useMessages(): Messages {
  return messagesIn(useLanguage());
}

/** Turns a message the shared schemas wrote in English into the page's language. */
export function useTranslateMessage(): (text: string) => string {
  const language = useLanguage();
  return useCallback((text: string) => translateMessage(text, language), [language]);
}
