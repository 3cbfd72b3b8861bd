import { useSiteData } from "~/components/use-site-data";

/**
 * A page of another service framed in ours (virtual tour, booking engine, map), with a plain
 * link beside it: the frame may be blocked, slow on mobile data or unreadable on a small
 * screen, and the link always works. The frame's origin is allowed by the page's CSP
 * (entry.server.tsx reads the same settings). In light mode the frame, which would fetch the
 * other service's whole page, is left out: the link alone loads it when the visitor taps it
 * (docs/decisions/044-light-mode.md).
 */
export function ExternalFrame({
  src,
  title,
  linkLabel,
  tall = false,
}: {
  src: string;
  /** The frame's accessible name, e.g. "#Virtual Tour" (SPEC §2). */
  title: string;
  linkLabel: string;
  tall?: boolean;
}) {
  const { light } = useSiteData();
  return (
    <div className="external-frame">
      {!light && (
        <iframe
          src={src}
          title={title}
          className={tall ? "external-frame-box external-frame-tall" : "external-frame-box"}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      )}
      <p className="external-frame-link">
        <a href={src} className="link-arrow" target="_blank" rel="noopener noreferrer">
          {linkLabel}
        </a>
      </p>
    </div>
  );
}
