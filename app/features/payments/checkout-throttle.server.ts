import { isAppError } from "~/lib/errors";
import type { AppServices } from "~/platform/app-context";
import { languageOfRequest } from "~/platform/i18n/language";
import { localisedPathFor } from "~/platform/i18n/localised-redirect.server";
import { limitsWords } from "~/platform/limits/limits-words";
import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./checkout-throttle.messages.json";

/** The refusal page's own words: server-only, so they never reach a page's JavaScript. */
export const checkoutThrottleWords = defineCatalog(source);

/**
 * Takes a turn to start a deposit checkout (decision 068): per address, then per stay. Each
 * checkout asks PayChangu for a page and writes a pending ledger line, so both are held to a
 * budget a real guest never meets; past it the press throws 429 with Retry-After.
 */
export async function takeCheckoutTurn(limits: AppServices["rateLimits"], address: string, reservationId: number): Promise<void> {
  await limits.depositCheckoutAddress.hit(address);
  await limits.depositCheckoutStay.hit(String(reservationId));
}

/** Whether a press was refused by `takeCheckoutTurn`. */
export const isThrottled = (error: unknown) => isAppError(error) && error.code === "rate_limited";

/** The site's teal, cream and ink (site.css), by hand: this answer carries no stylesheet, only its own rules. */
const STYLE =
  "body{margin:0;font-family:system-ui,sans-serif;background:#f4efe6;color:#1d1d1f}main{max-width:36rem;margin:0 auto;padding:3rem 1.25rem}h1{font-size:1.5rem;line-height:1.3;margin:0 0 1.5rem}a{display:inline-block;padding:.75rem 1.25rem;border-radius:4px;background:#12343b;color:#fff;text-decoration:none;font-weight:600}a:focus-visible{outline:3px solid #a4553a;outline-offset:2px}";
/** Nothing but the inline rules above: no script, no frame, no form. */
const POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What a plain-form press past the budget answers: 429 with Retry-After (so a client that reads
 * statuses waits), as a small page in the guest's language saying how long to wait, with the way
 * back to `backTo` (the stay's page, or /dashboard).
 */
export function tooManyCheckoutsAnswer(request: Request, error: unknown, backTo: string): Response {
  const language = languageOfRequest(request);
  const seconds = (isAppError(error) && error.headers?.["Retry-After"]) || "60";
  const title = limitsWords.t(language, "tooManyAttempts", { seconds });
  const back = localisedPathFor(request, backTo);
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main><h1>${escape(title)}</h1><p><a href="${escape(back)}">${escape(checkoutThrottleWords.t(language, "backToStay"))}</a></p></main></body></html>`;
  return new Response(html, { status: 429, headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": seconds, "Cache-Control": "no-store", "Content-Security-Policy": POLICY } });
}
