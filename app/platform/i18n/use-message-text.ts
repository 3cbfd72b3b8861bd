import { browserLanguage } from "./browser-language";
import { useLanguage } from "./use-t";

// Only the server renders references (it holds both languages' words); the browser's messages
// are already words in its page's language, so this chunk is never fetched there.
const renderOnServer = browserLanguage === null ? (await import("./answer-messages")).renderMessage : null;

/**
 * For a text that may be a message reference (app/lib/message-ref.ts) when it reaches a
 * component, such as a message a module-level configuration holds: in the page's language, on
 * the server as in the browser, so the two render the same words.
 */
export function useMessageText(): (text: string) => string {
  const language = useLanguage();
  return (text) => (renderOnServer ? renderOnServer(text, language) : text);
}
