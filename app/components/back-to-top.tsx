import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { ArrowUpIcon } from "~/components/icons";
import { siteChrome } from "~/components/site-chrome-catalog";
import { useT } from "~/platform/i18n/use-t";

const SHOW_AFTER_PX = 600; // SPEC §9

/** A form's send buttons: on a phone they span the width, right under the floating button's corner. */
const SUBMIT_BUTTONS = "form button[type=submit], form button:not([type]), form input[type=submit]";

/** Some room around the floating button, so a send button just beside it counts as covered too. */
const CLEARANCE_PX = 8;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return (
    a.left - CLEARANCE_PX < b.right &&
    b.left < a.right + CLEARANCE_PX &&
    a.top - CLEARANCE_PX < b.bottom &&
    b.top < a.bottom + CLEARANCE_PX
  );
}

/**
 * Floating "back to top" link, shown once the visitor has scrolled 600 px. It is a plain
 * anchor to #top, so it works as a link even before hydration; the footer carries a
 * permanent one for visitors without JavaScript. It steps aside while it would sit on a
 * form's send button (Register, Send message on a phone), so the guest can always press it.
 */
export function BackToTop() {
  const [shown, setShown] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const { pathname } = useLocation();
  const t = useT(siteChrome);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const corner = link.current?.getBoundingClientRect();
      const coversSubmit = corner ? Array.from(document.querySelectorAll(SUBMIT_BUTTONS)).some((button) => overlaps(corner, button.getBoundingClientRect())) : false;
      setShown(window.scrollY > SHOW_AFTER_PX && !coversSubmit);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    // The first look waits for a frame too: measuring at once, in the effects that follow
    // hydration, forced the browser to work out the whole page's styles inside that task.
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    // A field's messages or a wizard's next step move the send button without any scrolling.
    document.addEventListener("focusin", schedule);
    document.addEventListener("input", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      document.removeEventListener("focusin", schedule);
      document.removeEventListener("input", schedule);
      cancelAnimationFrame(frame);
    };
  }, [pathname]);

  return (
    <a ref={link} href="#top" className="to-top" data-shown={shown ? "" : undefined} aria-label={t("footer.backToTop")}>
      <ArrowUpIcon />
    </a>
  );
}
