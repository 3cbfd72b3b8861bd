import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/** Same breakpoint as `--nav-desktop` in site.css (64rem). */
const DESKTOP_QUERY = "(min-width: 64rem)";

/**
 * Progressive enhancement of the header's `<details>` menus, which already open and close
 * without JavaScript. With it: one dropdown open at a time, all closed on navigation, on
 * Escape (focus returns to the menu's button), on a click or focus outside.
 *
 * Dropdowns carry `data-menu`; the small-screen wrapper around the whole nav carries
 * `data-nav-toggle` and is closed too, but only while the small-screen layout applies.
 */
export function useMenuBehaviour(rootRef: RefObject<HTMLElement | null>) {
  // The key changes on every navigation, even to the page already shown.
  const { key } = useLocation();
  const firstKey = useRef(key);

  useEffect(() => {
    // Not when the page's scripts start: a menu the visitor opened before that, on a slow
    // phone, stays open under their finger; every navigation after it closes them.
    if (key === firstKey.current) return;
    firstKey.current = "";
    closeMenus(rootRef.current, null);
  }, [rootRef, key]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const wrapper = root.querySelector<HTMLDetailsElement>("details[data-nav-toggle]");
    // Browsers without ::details-content cannot show a closed <details>' content with CSS
    // alone, so on wide screens the wrapper is simply kept open there.
    const needsOpenWrapper = !CSS.supports?.("selector(::details-content)");
    const syncWrapper = () => {
      if (wrapper) wrapper.open = needsOpenWrapper && desktop.matches;
    };
    if (needsOpenWrapper) syncWrapper();

    const onToggle = (event: Event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open || !opened.hasAttribute("data-menu")) return;
      for (const other of root.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]")) {
        if (other !== opened && !other.contains(opened)) other.open = false;
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = [...root.querySelectorAll<HTMLDetailsElement>("details[open]")].filter(
        (d) => d.hasAttribute("data-menu") || !desktop.matches,
      );
      const innermost = open.at(-1);
      if (!innermost) return;
      innermost.open = false;
      innermost.querySelector("summary")?.focus();
    };
    // A click, or keyboard focus, landing outside an open menu closes it. Not on pointerdown:
    // in the phone layout, collapsing a menu there would move the item under the finger
    // before the click lands. Focus that follows a press (Chrome focuses a tapped summary)
    // is left to the click for the same reason.
    let pressing = false;
    const onPointerDown = () => {
      pressing = true;
    };
    const onPointerUp = () => {
      setTimeout(() => {
        pressing = false;
      });
    };
    const onOutside = (event: Event) => {
      if (event.type === "focusin" && pressing) return;
      closeMenus(root, event.target instanceof Node ? event.target : null);
    };

    root.addEventListener("toggle", onToggle, true);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("pointerup", onPointerUp, true);
    document.addEventListener("pointercancel", onPointerUp, true);
    document.addEventListener("click", onOutside);
    document.addEventListener("focusin", onOutside);
    desktop.addEventListener("change", syncWrapper);
    return () => {
      root.removeEventListener("toggle", onToggle, true);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("pointerup", onPointerUp, true);
      document.removeEventListener("pointercancel", onPointerUp, true);
      document.removeEventListener("click", onOutside);
      document.removeEventListener("focusin", onOutside);
      desktop.removeEventListener("change", syncWrapper);
    };
  }, [rootRef]);
}

/** Closes every open menu that does not contain `keep` (null closes them all). */
function closeMenus(root: HTMLElement | null, keep: Node | null) {
  if (!root) return;
  const small = !window.matchMedia(DESKTOP_QUERY).matches;
  for (const d of root.querySelectorAll<HTMLDetailsElement>("details[open]")) {
    const isWrapper = d.hasAttribute("data-nav-toggle");
    if ((d.hasAttribute("data-menu") || (isWrapper && small)) && !(keep && d.contains(keep))) d.open = false;
  }
}
