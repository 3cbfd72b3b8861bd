import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

/**
 * A HEAD is answered as its GET (server/app.ts hands pages a GET), but Hono's compression
 * skips HEAD, so it would lack the GET's `Vary: Accept-Encoding`, `Content-Encoding` and weak
 * ETag. This adds what compression would have added; the body is dropped anyway. Registered
 * just outside `compress()`, so the headers land in the same order as on the GET.
 */
export const headLikeGet: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method !== "HEAD" || c.res.status === 206 || c.res.headers.has("Content-Encoding")) return;
  const type = c.res.headers.get("Content-Type");
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(c.res.headers.get("Cache-Control") ?? "")) return;
  const length = c.res.headers.get("Content-Length");
  if (length && Number(length) < 1024) return;
  const vary = c.res.headers.get("Vary");
  if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? "")) c.header("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  const accepted = (c.req.header("Accept-Encoding") ?? "").toLowerCase();
  const encoding = /\bgzip\b(?!\s*;\s*q=0(?:\.0*)?\b)/.test(accepted) ? "gzip" : /\bdeflate\b(?!\s*;\s*q=0(?:\.0*)?\b)/.test(accepted) ? "deflate" : null;
  if (!encoding) return;
  c.res.headers.delete("Content-Length");
  c.header("Content-Encoding", encoding);
  const etag = c.res.headers.get("ETag");
  if (etag && !etag.startsWith("W/")) c.header("ETag", `W/${etag}`);
};
