import { data, type ServerBuild } from "react-router";
import { answerInLanguage } from "~/platform/i18n/answer-language.server";
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

/** A refusal thrown with `data()` (its reason a message, or an answer carrying one) in a language; anything else thrown as it is. */
function refused(thrown: unknown, language: Language): unknown {
  return isDataWithInit(thrown) ? data(answerInLanguage(thrown.data, language), thrown.init ?? undefined) : thrown;
}

/** An action's answer (a plain object or `data()`) in a language; a Response (a redirect) as it is. */
function answered(value: unknown, language: Language): unknown {
  if (value instanceof Response || isDataWithInit(value)) return refused(value, language);
  return answerInLanguage(value, language);
}

/** A loader or action whose result (through `answer`) and `data()` refusals come in the request's language. */
function inPageLanguage(handler: RouteHandler, answer: (value: unknown, language: Language) => unknown): RouteHandler {
  return async (args) => {
    const language = languageOfRequest(args.request);
    if (language === "en") return handler(args);
    try {
      return answer(await handler(args), language);
    } catch (thrown) {
      throw refused(thrown, language);
    }
  };
}

/**
 * The page actions' answers, and the reasons loaders and actions refuse with, in the page's
 * language (its address: `/ny/…` is Chichewa). The actions, like the API's handlers, write SPEC's
 * English once; here, as at the API's edge (api/api-language.ts), their `message`, `detail` and
 * field `errors` become Chichewa for a Chichewa page, so the form under which they show, with or
 * without JavaScript, reads them in its own language and the browser never carries the English
 * to read them back from (decision 047). What a loader returns (records, settings) is left alone.
 */
export function answersInPageLanguage(build: ServerBuild): ServerBuild {
  return wrapRouteHandlers(build, {
    action: (action) => inPageLanguage(action, answered),
    // What a loader returns is the page's content, not an answer: only its refusals are put in the language.
    loader: (loader) => inPageLanguage(loader, (value) => value),
  });
}
