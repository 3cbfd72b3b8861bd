import { mediaStaffWords } from "~/platform/media/media-words";
/**
 * Image upload limits shared by the browser (early feedback in forms) and the server
 * (prepare-image.server.ts, which is the one that decides). Client-safe: no node imports.
 */

/** 10 MB; a file of exactly this size is accepted. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Both sides must be at least this many pixels. */
export const MIN_IMAGE_SIDE = 10;
/** Decompression-bomb guard: width × height of the decoded picture (50 megapixels). */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** For `<input type="file" accept=…>`. The server still decides by the file's bytes. */
export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/avif,image/gif";

type Sniffed = "jpeg" | "png" | "gif" | "webp" | "avif" | "maybe" | null;

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  let s = "";
  for (let i = offset; i < offset + length && i < bytes.length; i++) s += String.fromCharCode(bytes[i] ?? 0);
  return s;
}

/**
 * The same magic-byte families the server accepts (it uses `file-type`). "maybe" is an ISO
 * media file whose major brand is generic (e.g. `mif1`): let the server decide.
 */
export function sniffImageType(head: Uint8Array): Sniffed {
  const b = (i: number) => head[i] ?? -1;
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return "jpeg";
  if (ascii(head, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a") return "gif";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WEBP") return "webp";
  if (ascii(head, 4, 4) === "ftyp") {
    const brand = ascii(head, 8, 4);
    if (brand === "avif" || brand === "avis") return "avif";
    if (brand === "mif1") return "maybe";
  }
  return null;
}

/**
 * Checks a chosen file in the browser and returns the message the server would give, or null
 * when nothing is wrong as far as the browser can tell. Never refuses what the server could
 * accept: if the browser cannot decode a format (e.g. AVIF on an old browser) it returns null.
 */
export async function checkImageFile(file: File): Promise<string | null> {
  if (file.size === 0) return mediaStaffWords.msg("imageRequired");
  if (file.size > MAX_IMAGE_BYTES) return mediaStaffWords.msg("imageTooLarge");

  const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
  const kind = sniffImageType(head);
  if (kind === null) return mediaStaffWords.msg("imageUnsupported");

  if (typeof createImageBitmap !== "function") return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    // Formats every current browser decodes: a failure means a broken file.
    return kind === "jpeg" || kind === "png" || kind === "gif" ? mediaStaffWords.msg("imageUnsupported") : null;
  }
  try {
    const { width, height } = bitmap;
    if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) return mediaStaffWords.msg("imageTooSmall");
    if (width * height > MAX_IMAGE_PIXELS) return mediaStaffWords.msg("imageTooManyPixels");
    return null;
  } finally {
    bitmap.close();
  }
}
