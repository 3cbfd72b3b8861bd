/**
 * Which content coding to send, read from a request's Accept-Encoding as RFC 9110 §12.5.3
 * says: each coding's weight (`q`), `*` standing for the codings not named, `q=0` meaning
 * "not this one", and identity acceptable unless refused by name or by `*;q=0`. The one place
 * the site chooses an encoding: stored pages, the API's lists and the built scripts and styles
 * (docs/decisions/050-tracking-links-and-brotli.md). Before, `br;q=0` (a client saying it
 * cannot read brotli) got brotli, since only the coding's name was looked for.
 */
export type ContentCoding = "br" | "gzip" | "identity";

/** Codings ranked by what the server would rather send when the weights tie: the smallest first. */
const SERVER_ORDER: readonly ContentCoding[] = ["br", "gzip", "identity"];

/** A q value as the grammar allows it (0 to 1, three decimals at most); anything else is no weight. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** Identity's weight when the header neither names it nor has `*`: acceptable, but after any coding asked for. */
const UNNAMED_IDENTITY = 0.0001;

/** The weight each coding of the header is given: by name, by `*`, or (identity only) by default. */
function weights(header: string): Record<ContentCoding, number> {
  const named = new Map<string, number>();
  for (const part of header.split(",")) {
    const [rawName = "", ...params] = part.split(";");
    const name = rawName.trim().toLowerCase();
    if (name === "") continue;
    let q = 1;
    for (const param of params) {
      const [key = "", value = ""] = param.split("=");
      if (key.trim().toLowerCase() !== "q") continue;
      const text = value.trim();
      q = QVALUE.test(text) ? Number(text) : 0;
    }
    // A coding named twice keeps its first weight, as most servers read it.
    if (!named.has(name)) named.set(name, q);
  }
  const wildcard = named.get("*");
  const of = (coding: ContentCoding, otherwise: number) => named.get(coding) ?? wildcard ?? otherwise;
  // "x-gzip" is gzip's old name (RFC 9110 §8.4.1.3).
  // Identity not named is acceptable but wanted least: below the smallest weight a coding can be given.
  return { br: of("br", 0), gzip: named.get("gzip") ?? named.get("x-gzip") ?? wildcard ?? 0, identity: of("identity", UNNAMED_IDENTITY) };
}

/**
 * Browsers send a handful of spellings of this header, and stored pages are answered in a few
 * microseconds: the weights of the first headers seen are kept rather than parsed again. A
 * bounded count, so a client sending a new header each time costs a parse and nothing more.
 */
const REMEMBERED_HEADERS = 64;
const remembered = new Map<string, Record<ContentCoding, number>>();

/**
 * The coding to send among those `available` (identity always is): the highest weight above 0,
 * the smaller coding on a tie. No header at all gets identity (an old client or a script that
 * sent none may not decode anything), and so does a header refusing everything on offer: the
 * page is still sent rather than a 406, as every common server does.
 */
export function chosenEncoding(header: string | undefined, available: readonly ContentCoding[] = SERVER_ORDER): ContentCoding {
  if (header === undefined) return "identity";
  const memo = remembered.get(header);
  const weight = memo ?? weights(header);
  if (!memo && remembered.size < REMEMBERED_HEADERS) remembered.set(header, weight);
  let best: ContentCoding = "identity";
  let bestWeight = 0;
  for (const coding of SERVER_ORDER) {
    if (coding !== "identity" && !available.includes(coding)) continue;
    if (weight[coding] > bestWeight) {
      best = coding;
      bestWeight = weight[coding];
    }
  }
  return best;
}
