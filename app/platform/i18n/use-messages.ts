import { messagesIn, type Messages } from "./spec-messages";
import { useLanguage } from "./use-t";

/** SPEC's fixed wording in the page's language: `useMessages().emailInvalid`. */
export function useMessages(): Messages {
  return messagesIn(useLanguage());
}
