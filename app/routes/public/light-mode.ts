import { data, redirect } from "react-router";
import type { Route } from "./+types/light-mode";
import { textFields } from "~/lib/form-action.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { lightCookieHeader } from "~/platform/light-mode/visitor-light-mode.server";

const CHOICES: Record<string, boolean> = { on: true, off: false };

/**
 * The footer's light-mode switch (components/light-mode-switch.tsx, docs/decisions/044-light-mode.md):
 * remembers the choice for a year and sends the visitor back to the page they were on, which
 * then comes as they asked. A redirect after the post, so reloading that page posts nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = textFields(await request.formData());
  const light = CHOICES[fields.light ?? ""];
  if (light === undefined) throw data("Light mode is either on or off.", { status: 400 });
  const secure = context.env.PUBLIC_URL?.startsWith("https://") === true;
  return redirect(safeRedirectPath(fields.back), { status: 303, headers: { "Set-Cookie": lightCookieHeader(light, secure) } });
}

export function loader() {
  return redirect("/");
}
