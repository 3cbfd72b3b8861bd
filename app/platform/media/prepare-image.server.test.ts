import { createHash } from "node:crypto";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/errors";
import { MAX_IMAGE_BYTES, prepareImage, variantWidths } from "./prepare-image.server";
import { mediaStaffWords } from "~/platform/media/media-words";

type Format = "jpeg" | "png" | "webp" | "avif" | "gif" | "tiff";

function image(width: number, height: number, format: Format, channels: 3 | 4 = 3): Promise<Buffer> {
  const background = channels === 4 ? { r: 200, g: 40, b: 40, alpha: 0.5 } : { r: 30, g: 120, b: 200 };
  return sharp({ create: { width, height, channels, background } }).toFormat(format).toBuffer();
}

/** Runs `promise`, expecting an AppError; returns it. */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function expectRefused(bytes: Uint8Array, message: string, field = "image"): Promise<AppError> {
  const error = await refusal(prepareImage(bytes, field));
  expect(error.message).toBe(message);
  expect(error.errors).toEqual({ [field]: [message] });
  return error;
}

describe("prepareImage: accepted formats", () => {
  it.each(["jpeg", "png", "webp", "avif", "gif"] as const)("accepts %s and re-encodes to AVIF, WebP and JPEG", async (format) => {
    const input = await image(510, 340, format);
    const prepared = await prepareImage(input);
    const key = createHash("sha256").update(input).digest("hex").slice(0, 20);
    expect(prepared.key).toBe(key);
    expect(prepared.width).toBe(480);
    expect(prepared.height).toBe(320);
    expect(prepared.files.map((f) => f.variant)).toEqual([
      { format: "avif", width: 480, height: 320, file: `${key}-480.avif` },
      { format: "webp", width: 480, height: 320, file: `${key}-480.webp` },
      { format: "jpeg", width: 480, height: 320, file: `${key}-480.jpg` },
    ]);
    for (const { variant, bytes } of prepared.files) {
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : variant.format);
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(variant.height);
    }
  });

  it("accepts a 16-bit PNG, a greyscale JPEG and the minimum 10×10", async () => {
    const png16 = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } })
      .toColourspace("rgb16")
      .png()
      .toBuffer();
    expect((await sharp(png16).metadata()).depth).toBe("ushort");
    const grey = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#808080" } })
      .greyscale()
      .jpeg()
      .toBuffer();
    for (const input of [png16, grey, await image(10, 10, "png")]) {
      const prepared = await prepareImage(input);
      expect(prepared.files).toHaveLength(3);
      const jpeg = prepared.files.find((f) => f.variant.format === "jpeg");
      const { data, info } = await sharp(jpeg!.bytes).raw().toBuffer({ resolveWithObject: true });
      expect(info.channels).toBe(3);
      if (input === png16) {
        // 16-bit samples are scaled to 8 bits, not truncated: #336699 stays #336699.
        expect(Math.abs(data[0]! - 0x33)).toBeLessThan(6);
        expect(Math.abs(data[1]! - 0x66)).toBeLessThan(6);
        expect(Math.abs(data[2]! - 0x99)).toBeLessThan(6);
      }
    }
  });

  it("uses the first frame of an animated GIF", async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } }).png().toBuffer();
    const gif = await sharp([await frame("#ff0000"), await frame("#00ff00"), await frame("#0000ff")], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const prepared = await prepareImage(gif);
    expect(prepared.files.map((f) => [f.variant.width, f.variant.height])).toEqual([[40, 30], [40, 30], [40, 30]]);
    const jpeg = prepared.files.find((f) => f.variant.format === "jpeg")!;
    const { data } = await sharp(jpeg.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[1]).toBeLessThan(60);
  });

  it("keeps transparency in AVIF/WebP and flattens it on white for JPEG", async () => {
    const prepared = await prepareImage(await image(50, 50, "png", 4));
    const byFormat = Object.fromEntries(prepared.files.map((f) => [f.variant.format, f.bytes]));
    expect((await sharp(byFormat.webp!).metadata()).hasAlpha).toBe(true);
    expect((await sharp(byFormat.avif!).metadata()).hasAlpha).toBe(true);
    expect((await sharp(byFormat.jpeg!).metadata()).hasAlpha).toBe(false);
    const { data } = await sharp(byFormat.jpeg!).raw().toBuffer({ resolveWithObject: true });
    // 50 % red over white ≈ (228, 148, 148)
    expect(data[0]).toBeGreaterThan(215);
    expect(data[1]).toBeGreaterThan(130);
    expect(data[1]).toBeLessThan(165);
  });
});

describe("prepareImage: variants", () => {
  it("makes widths 480, 960 and 1600 from a wide original, never upscaling", async () => {
    const prepared = await prepareImage(await image(2000, 1000, "jpeg"));
    const key = prepared.key;
    expect(prepared.files.map((f) => f.variant.file)).toEqual([
      `${key}-480.avif`, `${key}-480.webp`, `${key}-480.jpg`,
      `${key}-960.avif`, `${key}-960.webp`, `${key}-960.jpg`,
      `${key}-1600.avif`, `${key}-1600.webp`, `${key}-1600.jpg`,
    ]);
    expect(prepared.files.map((f) => [f.variant.width, f.variant.height])).toEqual([
      [480, 240], [480, 240], [480, 240],
      [960, 480], [960, 480], [960, 480],
      [1600, 800], [1600, 800], [1600, 800],
    ]);
    expect([prepared.width, prepared.height]).toEqual([1600, 800]);
  });

  it("chooses widths not exceeding the original", () => {
    expect(variantWidths(3000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1599)).toEqual([480, 960, 1599]);
    expect(variantWidths(1000)).toEqual([480, 960]);
    expect(variantWidths(800)).toEqual([480, 800]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(480)).toEqual([480]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it("makes one variant at the original width when it is narrower than 480", async () => {
    const prepared = await prepareImage(await image(300, 200, "webp"));
    expect(prepared.files.map((f) => f.variant.file)).toEqual([
      `${prepared.key}-300.avif`,
      `${prepared.key}-300.webp`,
      `${prepared.key}-300.jpg`,
    ]);
    expect([prepared.width, prepared.height]).toEqual([300, 200]);
  });

  it("is deterministic: the same bytes give the same key and files", async () => {
    const input = await image(500, 500, "png");
    const a = await prepareImage(input);
    const b = await prepareImage(new Uint8Array(input));
    expect(b.key).toBe(a.key);
    expect(b.files.map((f) => Buffer.from(f.bytes).toString("base64"))).toEqual(
      a.files.map((f) => Buffer.from(f.bytes).toString("base64")),
    );
  });
});

describe("prepareImage: metadata", () => {
  it("auto-rotates from EXIF orientation and strips EXIF, XMP, IPTC and ICC from every output", async () => {
    // Stored 640×480 with orientation 6 (rotate 90° clockwise): displayed 480×640.
    const input = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c08040" } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "x", Artist: "y" } } })
      .toBuffer();
    const inMeta = await sharp(input).metadata();
    expect(inMeta.exif).toBeDefined();
    expect(inMeta.orientation).toBe(6);

    const prepared = await prepareImage(input);
    expect(prepared.files.map((f) => [f.variant.width, f.variant.height])).toEqual([
      [480, 640], [480, 640], [480, 640],
    ]);
    for (const { bytes } of prepared.files) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([480, 640]);
      expect(Buffer.from(bytes).includes("Copyright")).toBe(false);
    }
  });
});

describe("prepareImage: refusals", () => {
  it("refuses a 5×5 image, and a 5-px-wide one", async () => {
    const error = await expectRefused(await image(5, 5, "png"), mediaStaffWords.t("en", "imageTooSmall"));
    expect(error.code).toBe("validation");
    expect(error.status).toBe(422);
    await expectRefused(await image(5, 200, "jpeg"), mediaStaffWords.t("en", "imageTooSmall"));
  });

  it("refuses more than 10 MB with 413 on the given field, before looking at the bytes", async () => {
    const head = await image(20, 20, "jpeg");
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(head);
    const error = await expectRefused(big, mediaStaffWords.t("en", "imageTooLarge"), "photo");
    expect(error.code).toBe("too_large");
    expect(error.status).toBe(413);
    await expectRefused(new Uint8Array(MAX_IMAGE_BYTES + 1), mediaStaffWords.t("en", "imageTooLarge"));
  });

  it("accepts exactly 10 MB", async () => {
    const head = await image(20, 20, "jpeg");
    const exact = new Uint8Array(MAX_IMAGE_BYTES); // JPEG followed by zero padding after EOI
    exact.set(head);
    expect(exact.byteLength).toBe(10 * 1024 * 1024);
    const prepared = await prepareImage(exact);
    expect(prepared.files).toHaveLength(3);
  });

  it("refuses empty input as missing", async () => {
    await expectRefused(new Uint8Array(0), mediaStaffWords.t("en", "imageRequired"));
  });

  it("refuses a text file, whatever its name", async () => {
    // The name (e.g. holiday.jpg) never reaches prepareImage: only the bytes count.
    await expectRefused(new TextEncoder().encode("just some text pretending to be holiday.jpg\n"), mediaStaffWords.t("en", "imageUnsupported"));
  });

  it("refuses SVG, even though sharp could render it", async () => {
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="red"/><script>alert(1)</script></svg>`;
    expect((await sharp(Buffer.from(svg)).metadata()).format).toBe("svg");
    await expectRefused(new TextEncoder().encode(svg), mediaStaffWords.t("en", "imageUnsupported"));
  });

  it("refuses other image formats (TIFF)", async () => {
    await expectRefused(await image(50, 50, "tiff"), mediaStaffWords.t("en", "imageUnsupported"));
  });

  it("refuses truncated and corrupt images", async () => {
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    await expectRefused(jpeg.subarray(0, Math.floor(jpeg.length / 2)), mediaStaffWords.t("en", "imageUnsupported"));

    const png = await image(300, 300, "png");
    await expectRefused(png.subarray(0, png.length - 40), mediaStaffWords.t("en", "imageUnsupported"));

    const garbage = new Uint8Array(5000);
    for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 7919) % 251;
    garbage.set([0xff, 0xd8, 0xff, 0xe0]); // a JPEG signature followed by nonsense
    await expectRefused(garbage, mediaStaffWords.t("en", "imageUnsupported"));
  });

  it("refuses more than 50 megapixels without decoding (decompression bomb)", async () => {
    // A tiny PNG whose header claims 10000×10000 pixels.
    const png = Buffer.from(await image(16, 16, "png"));
    expect(png.toString("latin1", 12, 16)).toBe("IHDR");
    png.writeUInt32BE(10_000, 16);
    png.writeUInt32BE(10_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    await expectRefused(png, mediaStaffWords.t("en", "imageTooManyPixels"));
  });

  it("refuses a real PNG just over the pixel cap", async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 5_001, channels: 3, background: "#000" } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    await expectRefused(bomb, mediaStaffWords.t("en", "imageTooManyPixels"));
  }, 20_000);
});
