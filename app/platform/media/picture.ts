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

/** The candidates of one `srcset` written by `toPicture`: address and width, narrowest first. */
function candidates(srcSet: string): { url: string; width: number }[] {
  return srcSet
    .split(", ")
    .map((candidate) => {
      const [url = "", width = "0w"] = candidate.trim().split(" ");
      return { url, width: Number.parseInt(width, 10) };
    })
    .filter((candidate) => candidate.url !== "")
    .sort((a, b) => a.width - b.width);
}

/**
 * The same picture in its narrowest variant only (light mode, docs/decisions/044-light-mode.md):
 * each format's smallest file, with no width descriptors, so no screen, however wide or dense,
 * makes the browser pick a larger one. The intrinsic size stays, for the layout's aspect ratio.
 */
export function smallestPicture(picture: Picture): Picture {
  const sources = picture.sources.flatMap((source) => {
    const narrowest = candidates(source.srcSet)[0];
    return narrowest ? [{ type: source.type, srcSet: narrowest.url }] : [];
  });
  const jpeg = sources.find((source) => source.type === "image/jpeg");
  return { ...picture, src: jpeg?.srcSet ?? picture.src, sources };
}

/**
 * A JPEG of the picture no wider than `maxWidth` (the narrowest one if all are wider), for a
 * plain link a visitor taps to see it: any browser opens a JPEG on its own.
 */
export function jpegUpTo(picture: Picture, maxWidth: number): string {
  const jpegs = candidates(picture.sources.find((source) => source.type === "image/jpeg")?.srcSet ?? "");
  const fitting = jpegs.filter((candidate) => candidate.width <= maxWidth).at(-1) ?? jpegs[0];
  return fitting?.url ?? picture.src;
}
