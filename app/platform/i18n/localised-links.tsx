import {
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  useNavigate,
  type FormProps,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  type To,
} from "react-router";
import { useCallback } from "react";
import { localisePath } from "./localise-path";
import { useLanguage } from "./use-t";
import type { Language } from "./language";

/*
 * The site's links, forms and navigation, speaking the page's language: on a Chichewa page an
 * address written `/rooms` leads to `/ny/rooms`. Components write English addresses (as SPEC
 * spells them) and import these instead of React Router's own.
 */

function localiseTo(to: To, language: Language): To {
  if (typeof to === "string") return localisePath(to, language);
  return to.pathname ? { ...to, pathname: localisePath(to.pathname, language) } : to;
}

/** `localise("/rooms")` → `/ny/rooms` on a Chichewa page. */
export function useLocalisePath(): (to: string) => string {
  const language = useLanguage();
  return useCallback((to: string) => localisePath(to, language), [language]);
}

export function Link(props: LinkProps) {
  const language = useLanguage();
  return <RouterLink {...props} to={localiseTo(props.to, language)} />;
}

export function NavLink(props: NavLinkProps) {
  const language = useLanguage();
  return <RouterNavLink {...props} to={localiseTo(props.to, language)} />;
}

export function Form(props: FormProps) {
  const language = useLanguage();
  return <RouterForm {...props} action={props.action === undefined ? undefined : localisePath(props.action, language)} />;
}

export function useLocalisedNavigate(): (to: string, options?: NavigateOptions) => void | Promise<void> {
  const navigate = useNavigate();
  const language = useLanguage();
  return useCallback((to: string, options?: NavigateOptions) => navigate(localisePath(to, language), options), [navigate, language]);
}
