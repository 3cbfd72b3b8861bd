import { useEffect, useState } from "react";
import { ArrowUpIcon } from "~/components/icons";

const SHOW_AFTER_PX = 600; // SPEC §9

/**
 * Floating "back to top" link, shown once the visitor has scrolled 600 px. It is a plain
 * anchor to #top, so it works as a link even before hydration; the footer carries a
 * permanent one for visitors without JavaScript.
 */
export function BackToTop() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setShown(window.scrollY > SHOW_AFTER_PX);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <a href="#top" className="to-top" data-shown={shown ? "" : undefined} aria-label="Back to top">
      <ArrowUpIcon />
    </a>
  );
}
