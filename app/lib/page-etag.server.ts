import { createHash } from "node:crypto";

/**
 * The ETag of a rendered page: SHA-1 (hex) of its bytes with its nonce values blanked
 * (`nonce="…"` → `nonce=""`), so an unchanged page revalidates with 304 although each render
 * carries a fresh Content-Security-Policy nonce. The same tag the server's ETag middleware
 * gives any other body holding nonces (server/security.ts), computed here without copying
 * the page: the render knows its one nonce.
 */
export function pageEtag(body: Buffer, nonce: string): string {
  const hash = createHash("sha1");
  const attribute = Buffer.from(`nonce="${nonce}"`);
  const blank = Buffer.from('nonce=""');
  let from = 0;
  for (let at = body.indexOf(attribute, from); at !== -1; at = body.indexOf(attribute, from)) {
    hash.update(body.subarray(from, at)).update(blank);
    from = at + attribute.length;
  }
  return `"${hash.update(body.subarray(from)).digest("hex")}"`;
}
