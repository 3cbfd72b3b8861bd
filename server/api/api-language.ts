import type { MiddlewareHandler } from "hono";
import { hasMessageRef } from "~/lib/render-message-refs";
import { renderAnswer } from "~/platform/i18n/answer-messages";
import { languageOfRequest } from "~/platform/i18n/language";

/**
 * The API's messages in the client's language (DECISIONS §10): the handlers and schemas write
 * message references (app/lib/message-ref.ts), never words; here, where a JSON answer leaves,
 * every reference in it becomes words: English by default, Chichewa for `?lang=ny` or
 * `Accept-Language: ny`. Answers that carried messages say they vary by language, so a shared
 * cache keeps the two apart. An answer with no reference (records, lists) goes out untouched.
 */
export function apiLanguage(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!(res.headers.get("Content-Type") ?? "").startsWith("application/json") || res.body === null) return;
    const text = await res.clone().text();
    if (!hasMessageRef(text)) return;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return;
    }
    const vary = res.headers.get("Vary");
    const headers = new Headers(res.headers);
    if (!vary?.split(",").some((v) => v.trim().toLowerCase() === "accept-language")) {
      headers.set("Vary", vary ? `${vary}, Accept-Language` : "Accept-Language");
    }
    headers.delete("Content-Length");
    headers.delete("ETag");
    c.res = new Response(JSON.stringify(renderAnswer(body, languageOfRequest(c.req.raw))), { status: res.status, statusText: res.statusText, headers });
  };
}
