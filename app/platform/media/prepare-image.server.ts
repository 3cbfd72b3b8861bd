import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { AppError, fieldError } from "../../lib/errors";
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MIN_IMAGE_SIDE } from "./image-limits";
import type { ImageFormat, ImageVariant } from "./picture";
import { mediaStaffWords } from "~/platform/media/media-words";

export { MAX_IMAGE_BYTES };

export interface PreparedImage {
  /** First 20 hex characters of the sha256 of the original bytes. */
  key: string;
  /**
   * Intrinsic size of the largest variant (what `Picture.src` shows), after EXIF rotation.
   * Equal to the original's size unless the original is wider than the largest variant width.
   */
  width: number;
  height: number;
  files: { variant: ImageVariant; bytes: Uint8Array }[];
}

/** Responsive widths; only those not wider than the original are made. */
const VARIANT_WIDTHS = [480, 960, 1600] as const;

const EXTENSIONS: Record<ImageFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** What `file-type` may say about an accepted file, and the sharp loader that must agree. */
const ACCEPTED: Record<string, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "heif",
  "image/gif": "gif",
};

/*
 * Encoder settings, tuned on this 2-core machine (Node 20, sharp 0.34.5 / libvips 8.17.3).
 * Measured for the whole prepareImage (sniff, decode, 3 widths × AVIF/WebP/JPEG encodes, run
 * in parallel on libuv's pool) on a photo-like 1600×1067 JPEG (400 KB): ~800–950 ms on an
 * idle machine (median ~840 ms), ~1.0 s while other jobs load it; a 4000×3000 JPEG (2 MB)
 * takes ~950 ms idle thanks to JPEG shrink-on-load.
 * AVIF dominates: for the 1600-wide variant alone effort 0 ≈ 160 ms, 1 ≈ 490 ms,
 * 2 ≈ 600 ms, 3 ≈ 870 ms (files 123/112/108/103 KB) and sharp's default 4 ≈ 3 s, so
 * effort 2 is the compromise. WebP effort 4 ≈ 155 ms (effort 6 ≈ 380 ms, ~2 % smaller);
 * mozjpeg ≈ 130 ms.
 */
const AVIF_OPTIONS: sharp.AvifOptions = { quality: 50, effort: 2, chromaSubsampling: "4:2:0" };
const WEBP_OPTIONS: sharp.WebpOptions = { quality: 78, effort: 4, smartSubsample: false };
const JPEG_OPTIONS: sharp.JpegOptions = { quality: 78, mozjpeg: true };
/** JPEG has no transparency: transparent pixels become white. */
const JPEG_BACKGROUND = { r: 255, g: 255, b: 255 };

/** Everything above that decides the variants' bytes (caches of prepared images key on it). */
export const IMAGE_ENCODER_SETTINGS = {
  widths: VARIANT_WIDTHS,
  avif: AVIF_OPTIONS,
  webp: WEBP_OPTIONS,
  jpeg: JPEG_OPTIONS,
  background: JPEG_BACKGROUND,
} as const;

function sharpInput(bytes: Uint8Array): sharp.Sharp {
  // failOn "warning" (sharp's default, spelled out): truncated or corrupt data is refused.
  // Only the first frame of an animated GIF/WebP is used.
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "warning", pages: 1 });
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/**
 * Width of each variant for an (auto-oriented) original of this width: the standard steps
 * up to the original, plus the original itself when it is clearly wider than the last step
 * (an 800 px upload keeps its 800 px, instead of topping out at 480).
 */
export function variantWidths(originalWidth: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w <= originalWidth);
  const largest = widths.at(-1);
  const maxStep = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  if (largest === undefined || (originalWidth < maxStep && originalWidth > largest * 1.1)) widths.push(originalWidth);
  return widths;
}

/**
 * Validates an uploaded image and re-encodes it into responsive AVIF, WebP and JPEG variants
 * with all metadata (EXIF, GPS, XMP, IPTC, ICC) removed. Writes nothing. Throws an AppError
 * whose `errors[field]` carries the user-facing message.
 */
export async function prepareImage(bytes: Uint8Array, field = "image"): Promise<PreparedImage> {
  const invalid = (message: string) => fieldError(field, message);

  if (bytes.byteLength === 0) throw invalid(mediaStaffWords.msg("imageRequired"));
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw fieldError(field, mediaStaffWords.msg("imageTooLarge"), "too_large");

  // The type is decided by the bytes alone, never by the file name or the claimed MIME type.
  const sniffed = await fileTypeFromBuffer(bytes);
  let loader = sniffed ? ACCEPTED[sniffed.mime] : undefined;

  let meta: sharp.Metadata;
  try {
    meta = await sharpInput(bytes).metadata();
  } catch (error) {
    throw invalid(isPixelLimitError(error) ? mediaStaffWords.msg("imageTooManyPixels") : mediaStaffWords.msg("imageUnsupported"));
  }
  // Some AVIF writers use the generic HEIF brand `mif1`: accept it when the codec is AV1.
  if (!loader && sniffed?.mime === "image/heif" && meta.compression === "av1") loader = "heif";
  // Defence in depth: sharp's own loader must agree with the sniffed type (no polyglots).
  if (!loader || meta.format !== loader) throw invalid(mediaStaffWords.msg("imageUnsupported"));
  if (meta.format === "heif" && meta.compression !== "av1") throw invalid(mediaStaffWords.msg("imageUnsupported"));

  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw invalid(mediaStaffWords.msg("imageUnsupported"));
  if (width * height > MAX_IMAGE_PIXELS) throw invalid(mediaStaffWords.msg("imageTooManyPixels"));
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) throw invalid(mediaStaffWords.msg("imageTooSmall"));

  // Decode once: auto-rotate from EXIF, bring to sRGB and shrink to the largest variant.
  // Every variant is made from this raw image; nothing of the input's metadata survives it.
  const widths = variantWidths(width);
  const largest = Math.max(...widths);
  let base: { data: Buffer; info: sharp.OutputInfo };
  try {
    base = await sharpInput(bytes)
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid(isPixelLimitError(error) ? mediaStaffWords.msg("imageTooManyPixels") : mediaStaffWords.msg("imageUnsupported"));
  }
  const { channels } = base.info;
  if (channels !== 3 && channels !== 4) throw invalid(mediaStaffWords.msg("imageUnsupported"));
  const hasAlpha = channels === 4;
  const raw = { raw: { width: base.info.width, height: base.info.height, channels } } as const;

  const key = createHash("sha256").update(bytes).digest("hex").slice(0, 20);

  const encode = async (w: number, format: ImageFormat): Promise<PreparedImage["files"][number]> => {
    let pipeline = sharp(base.data, raw);
    if (w !== base.info.width) pipeline = pipeline.resize({ width: w });
    if (format === "avif") pipeline = pipeline.avif(AVIF_OPTIONS);
    else if (format === "webp") pipeline = pipeline.webp(WEBP_OPTIONS);
    else pipeline = (hasAlpha ? pipeline.flatten({ background: JPEG_BACKGROUND }) : pipeline).jpeg(JPEG_OPTIONS);
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      variant: { format, width: info.width, height: info.height, file: `${key}-${info.width}.${EXTENSIONS[format]}` },
      bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    };
  };

  const jobs: Promise<PreparedImage["files"][number]>[] = [];
  for (const w of widths) for (const format of ["avif", "webp", "jpeg"] as const) jobs.push(encode(w, format));
  const files = await Promise.all(jobs);

  return { key, width: base.info.width, height: base.info.height, files };
}
