import { randomBytes } from "node:crypto";

/** A fresh, unguessable value per page response for the inline scripts React Router writes. */
export function newNonce(): string {
  return randomBytes(18).toString("base64");
}

/** Origins of configured external pages the site frames (booking engine, virtual tour). */
export function frameOrigins(urls: (string | undefined | null)[]): string[] {
  const origins = new Set<string>();
  for (const value of urls) {
    if (!value) continue;
    try {
      const url = new URL(value);
      if (url.protocol === "https:" || url.protocol === "http:") origins.add(url.origin);
    } catch {
      // A malformed setting frames nothing.
    }
  }
  return [...origins];
}

/**
 * The policy of every page: scripts only from this site or carrying this response's nonce,
 * no plugins, no `<base>` rewriting, framed only by ourselves, frames only of the hotel's
 * booking engine and virtual tour, forms only to ourselves.
 */
export function pageContentSecurityPolicy(options: { nonce: string; frameOrigins: string[]; https: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}'`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    `frame-src ${["'self'", ...options.frameOrigins].join(" ")}`,
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** For everything that is not a page (JSON, media, files): nothing may run or be framed from it. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";
