import type { MiddlewareHandler } from "hono";
import { languageOfRequest } from "~/platform/i18n/language";
import { answerInLanguage } from "~/platform/i18n/answer-language.server";

/** Answers carrying a message are small; anything larger (lists, documents) passes untouched. */
const LARGEST_REWRITTEN = 64 * 1024;

type MessageBody = { message?: unknown; errors?: Record<string, unknown> };

/**
 * The API's messages in the client's language (DECISIONS §10): `?lang=ny` or
 * `Accept-Language: ny` turns the `message` and field `errors` of a JSON answer into Chichewa.
 * The handlers and schemas keep writing SPEC's English, once; the translation happens here, at
 * the edge, as it does under a form field on a page. Answers that carry messages say they vary
 * by language, so a shared cache keeps the two apart.
 */
export function apiLanguage(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!(res.headers.get("Content-Type") ?? "").startsWith("application/json")) return;
    const length = Number(res.headers.get("Content-Length") ?? NaN);
    if (Number.isFinite(length) && length > LARGEST_REWRITTEN) return;
    const language = languageOfRequest(c.req.raw);
    // English is how the handlers wrote it: no copy of the body is read.
    if (language === "en") return;
    // Read a copy: when the answer is no message after all, the original goes out as it was.
    let body: MessageBody;
    try {
      const text = await res.clone().text();
      if (text.length > LARGEST_REWRITTEN || !text.startsWith("{")) return;
      body = JSON.parse(text) as MessageBody;
    } catch {
      return;
    }
    if (typeof body.message !== "string") return;
    const vary = res.headers.get("Vary");
    if (!vary?.split(",").some((v) => v.trim().toLowerCase() === "accept-language")) {
      res.headers.set("Vary", vary ? `${vary}, Accept-Language` : "Accept-Language");
    }
    const translated = answerInLanguage(body, language);
    const headers = new Headers(res.headers);
    headers.delete("Content-Length");
    headers.delete("ETag");
    c.res = new Response(JSON.stringify(translated), { status: res.status, statusText: res.statusText, headers });
  };
}
