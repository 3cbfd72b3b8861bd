import { describe, expect, it } from "vitest";
import { jpegUpTo, smallestPicture, toPicture, type ImageFormat } from "./picture";

const variants = (widths: number[]) =>
  widths.flatMap((width) => (["avif", "webp", "jpeg"] as ImageFormat[]).map((format) => ({ format, width, height: Math.round(width / 1.5), file: `k-${width}.${format === "jpeg" ? "jpg" : format}` })));

describe("light mode's pictures", () => {
  // Stored widest first on purpose: the helpers must not rely on the order of the record.
  const picture = toPicture({ width: 1600, height: 1067, variants: variants([1600, 480, 960]) });

  it("offer each format's narrowest file alone, with no widths to choose from", () => {
    expect(smallestPicture(picture)).toEqual({
      src: "/media/k-480.jpg",
      width: 1600,
      height: 1067,
      sources: [
        { type: "image/avif", srcSet: "/media/k-480.avif" },
        { type: "image/webp", srcSet: "/media/k-480.webp" },
        { type: "image/jpeg", srcSet: "/media/k-480.jpg" },
      ],
    });
  });

  it("keep a picture with one width as it is", () => {
    const small = toPicture({ width: 400, height: 300, variants: variants([400]) });
    expect(smallestPicture(small).sources.map((s) => s.srcSet)).toEqual(["/media/k-400.avif", "/media/k-400.webp", "/media/k-400.jpg"]);
    expect(smallestPicture(small).src).toBe("/media/k-400.jpg");
  });

  it("link a JPEG no wider than asked, or the narrowest when all are wider", () => {
    expect(jpegUpTo(picture, 960)).toBe("/media/k-960.jpg");
    expect(jpegUpTo(picture, 1000)).toBe("/media/k-960.jpg");
    expect(jpegUpTo(picture, 5000)).toBe("/media/k-1600.jpg");
    expect(jpegUpTo(picture, 100)).toBe("/media/k-480.jpg");
  });
});
