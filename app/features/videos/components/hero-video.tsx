import { useEffect, useState } from "react";

/** Who gets the moving picture: not with Save-Data, not with reduced motion, not on phone widths (GUIDE). */
const MOTION_QUERY = "(prefers-reduced-motion: reduce)";
const WIDE_QUERY = "(min-width: 40rem)";

interface NetworkInformationLike {
  saveData?: boolean;
}

function videoAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData) return false;
  return !window.matchMedia(MOTION_QUERY).matches && window.matchMedia(WIDE_QUERY).matches;
}

/**
 * The home hero's video (the first record of the videos store), over the poster the server
 * already rendered. The <video> element only exists once the browser has said yes, so the
 * server HTML, a Save-Data phone and a reduced-motion visitor never fetch a video byte.
 */
export function HeroVideo({ src, type }: { src: string; type: string }) {
  const [play, setPlay] = useState(false);
  useEffect(() => {
    setPlay(videoAllowed());
  }, []);
  if (!play) return null;
  return (
    <video className="hero-media hero-video" autoPlay muted loop playsInline preload="auto" aria-hidden="true" tabIndex={-1}>
      <source src={src} type={type} />
    </video>
  );
}
