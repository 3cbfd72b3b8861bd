/**
 * What the browser needs to show a stored image: a fallback `src` (JPEG), its intrinsic size
 * and modern-format `srcset`s. Isomorphic: used by API responses and by components.
 */
export type ImageFormat = "avif" | "webp" | "jpeg";

export interface ImageVariant {
  format: ImageFormat;
  width: number;
  height: number;
  /** File name inside media storage, content-hashed, e.g. `3f9a…-960.webp`. */
  file: string;
}

export interface Picture {
  /** URL of the largest JPEG variant. */
  src: string;
  width: number;
  height: number;
  /** Modern formats first (AVIF, WebP) then JPEG, each a full `srcset`. */
  sources: { type: `image/${ImageFormat}`; srcSet: string }[];
}

const MEDIA_URL_PREFIX = "/media/";

function mediaUrl(file: string): string {
  return MEDIA_URL_PREFIX + file;
}

const formatOrder: ImageFormat[] = ["avif", "webp", "jpeg"];

export function toPicture(media: { width: number; height: number; variants: string | ImageVariant[] }): Picture {
  const variants: ImageVariant[] =
    typeof media.variants === "string" ? (JSON.parse(media.variants) as ImageVariant[]) : media.variants;
  const sources = formatOrder
    .map((format) => {
      const ofFormat = variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
      return {
        type: `image/${format}` as const,
        srcSet: ofFormat.map((v) => `${mediaUrl(v.file)} ${v.width}w`).join(", "),
      };
    })
    .filter((s) => s.srcSet !== "");
  const jpegs = variants.filter((v) => v.format === "jpeg").sort((a, b) => b.width - a.width);
  const largest = jpegs[0] ?? variants[0];
  return {
    src: largest ? mediaUrl(largest.file) : "",
    width: media.width,
    height: media.height,
    sources,
  };
}
