import { isAppError } from "~/lib/errors";
import type { AppServices } from "~/platform/app-context";
import { languageOfRequest } from "~/platform/i18n/language";
import { localisedPathFor } from "~/platform/i18n/localised-redirect.server";
import { limitsWords } from "~/platform/limits/limits-words";
import { paymentsWords } from "~/features/payments/payments-words";

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
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1><p><a href="${escape(back)}">${escape(paymentsWords.t(language, "depositBackToStay"))}</a></p></main></body></html>`;
  return new Response(html, { status: 429, headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": seconds, "Cache-Control": "no-store" } });
}
