import { redirect } from "react-router";
import { localisePath } from "./localise-path";
import { languageOfPath } from "./language";

/** The address a server answer points to, in the language of the page the request came from. */
export function localisedPathFor(request: Request, to: string): string {
  return localisePath(to, languageOfPath(new URL(request.url).pathname));
}

/** `redirect()` that stays in the language of the page asked for: `/ny/…` sends on to `/ny/…`. */
export function localisedRedirect(request: Request, to: string, init?: number | ResponseInit): Response {
  return redirect(localisedPathFor(request, to), init);
}
