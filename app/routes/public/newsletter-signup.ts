import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter-signup";
import { isAppError } from "~/lib/errors";
import { parseForm, textFields } from "~/platform/forms/form-action.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { NewsletterSignupSchema } from "~/features/newsletter/schema";
import { subscribeToNewsletter } from "~/features/newsletter/subscribe.server";
import { localisedPathFor, localisedRedirect } from "~/platform/i18n/localised-redirect.server";
import { languageOfRequest } from "~/platform/i18n/language";
import { siteChrome } from "~/components/site-chrome-catalog";

/**
 * Where a visitor without JavaScript returns to: the page they signed up from, same site only,
 * in the language of the form they sent (`/ny/newsletter-signup` comes back to a `/ny/` page).
 */
function backTo(request: Request, outcome: "subscribed" | "invalid" | "busy"): string {
  const own = new URL(request.url);
  let from: URL | null = null;
  try {
    from = new URL(request.headers.get("referer") ?? "/", own);
  } catch {
    // An unreadable Referer: back to the home page.
  }
  const path = localisedPathFor(request, from && from.origin === own.origin ? safeRedirectPath(from.pathname + from.search) : "/");
  const target = new URL(path, own);
  target.searchParams.set("newsletter", outcome);
  target.hash = "newsletter";
  return safeRedirectPath(target.pathname + target.search + target.hash);
}

/**
 * The footer's sign-up. With JavaScript it is a fetcher post answered with data; without,
 * a plain form post answered with a redirect back to the page (the footer then shows the
 * outcome from the query string).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const wantsData = request.headers.get("accept")?.includes("text/html") !== true;
  try {
    await context.rateLimits.publicForms.hit(context.clientAddress);
    const input = parseForm(NewsletterSignupSchema, textFields(await request.formData()));
    await subscribeToNewsletter(context.db, input.newsletter, trustedOrigin(request, context.env), languageOfRequest(request));
    if (!wantsData) return redirect(backTo(request, "subscribed"), 303);
    return data({ ok: true as const, message: siteChrome.msg("newsletterSubscribed") });
  } catch (error) {
    if (!isAppError(error)) throw error;
    const busy = error.code === "rate_limited";
    if (!wantsData) return redirect(backTo(request, busy ? "busy" : "invalid"), 303);
    return data(
      { ok: false as const, message: error.errors?.newsletter?.[0] ?? error.message },
      { status: error.status, headers: error.headers },
    );
  }
}

export function loader({ request }: Route.LoaderArgs) {
  return localisedRedirect(request, "/");
}
