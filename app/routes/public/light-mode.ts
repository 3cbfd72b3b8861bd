import { data, redirect } from "react-router";
import type { Route } from "./+types/light-mode";
import { textFields } from "~/platform/forms/form-action.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { lightCookieHeader } from "~/platform/light-mode/visitor-light-mode.server";
import { cookiesOf } from "~/platform/auth/session-cookie.server";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language, languageOfPath } from "~/platform/i18n/language";
import { lightModeWords } from "~/platform/light-mode/light-mode-words";

const CHOICES: Record<string, boolean> = { on: true, off: false };

/**
 * The footer's light-mode switch (components/light-mode-switch.tsx, docs/decisions/044-light-mode.md):
 * remembers the choice for a year and sends the visitor back to the page they were on, which
 * then comes as they asked. A redirect after the post, so reloading that page posts nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = textFields(await request.formData());
  const light = CHOICES[fields.light ?? ""];
  if (light === undefined) throw data(lightModeWords.t(languageOfPost(request, fields.back), "lightModeInvalid"), { status: 400 });
  const secure = context.env.PUBLIC_URL?.startsWith("https://") === true;
  return redirect(safeRedirectPath(fields.back), { status: 303, headers: { "Set-Cookie": lightCookieHeader(light, secure) } });
}

/**
 * The language of the page the switch was posted from. The footer's form posts to /light-mode
 * from every page, so Chichewa is known by the page to go back to (`back` under /ny/), the
 * address posted to (/ny/light-mode), or the visitor's remembered choice (which would send
 * them to the Chichewa page anyway).
 */
function languageOfPost(request: Request, back: string | undefined): Language {
  const from = safeRedirectPath(back, "");
  if (from && languageOfPath(new URL(from, "http://site.invalid").pathname) === "ny") return "ny";
  if (languageOfPath(new URL(request.url).pathname) === "ny") return "ny";
  const remembered = cookiesOf(request.headers.get("cookie") ?? "")[LANGUAGE_COOKIE];
  return isLanguage(remembered) ? remembered : DEFAULT_LANGUAGE;
}

export function loader() {
  return redirect("/");
}
