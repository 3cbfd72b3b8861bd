import { data, type ServerBuild } from "react-router";
import { renderAnswer } from "~/platform/i18n/answer-messages";
import { type Language, languageOfRequest } from "~/platform/i18n/language";
import { type RouteHandler, wrapRouteHandlers } from "./route-handlers";

/** What `data()` gives: the answer with its status and headers. */
interface DataWithInit {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/** An answer or a refusal (a plain object, `data()`, a thrown error) in a language; a Response (a redirect) as it is. */
function inLanguage(value: unknown, language: Language): unknown {
  if (value instanceof Response) return value;
  if (isDataWithInit(value)) {
    const rendered = renderAnswer(value.data, language);
    return rendered === value.data ? value : data(rendered, value.init ?? undefined);
  }
  return renderAnswer(value, language);
}

/** A loader or action whose answer and refusals come in the request's language. */
function inPageLanguage(handler: RouteHandler): RouteHandler {
  return async (args) => {
    const language = languageOfRequest(args.request);
    let answer: unknown;
    try {
      answer = await handler(args);
    } catch (thrown) {
      throw inLanguage(thrown, language);
    }
    return inLanguage(answer, language);
  };
}

/**
 * What the pages' loaders and actions answer, and the reasons they refuse with, in the page's
 * language (its address: `/ny/…` is Chichewa). Like the API's handlers, they write message
 * references (app/lib/message-ref.ts), never words; here the references become words, so the
 * form under which an answer shows, with or without JavaScript, reads it in its own language
 * and the browser never carries another language's text (decision 047). Records and settings
 * a loader returns hold no references and pass as they are.
 */
export function answersInPageLanguage(build: ServerBuild): ServerBuild {
  return wrapRouteHandlers(build, { action: inPageLanguage, loader: inPageLanguage });
}
