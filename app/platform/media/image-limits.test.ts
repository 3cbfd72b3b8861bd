import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, MIN_IMAGE_SIDE, checkImageFile, sniffImageType } from "./image-limits";
import { MAX_IMAGE_BYTES as SERVER_MAX } from "./prepare-image.server";
import { mediaStaffWords } from "~/platform/media/media-words";

afterEach(() => {
  vi.unstubAllGlobals();
});

const solid = async (format: "jpeg" | "png" | "webp" | "avif" | "gif" | "tiff") =>
  new Uint8Array(
    await sharp({ create: { width: 20, height: 20, channels: 3, background: "#abcdef" } }).toFormat(format).toBuffer(),
  );

function bitmapOf(width: number, height: number) {
  return vi.fn(async () => ({ width, height, close: () => undefined }));
}

describe("image limits", () => {
  it("exports the shared constants", () => {
    expect(MAX_IMAGE_BYTES).toBe(10 * 1024 * 1024);
    expect(SERVER_MAX).toBe(MAX_IMAGE_BYTES);
    expect(MIN_IMAGE_SIDE).toBe(10);
    expect(ACCEPTED_IMAGE_TYPES).toBe("image/jpeg,image/png,image/webp,image/avif,image/gif");
  });

  it("recognises the accepted formats by their bytes", async () => {
    for (const format of ["jpeg", "png", "webp", "avif", "gif"] as const) {
      expect(sniffImageType(await solid(format))).toBe(format);
    }
    expect(sniffImageType(await solid("tiff"))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
  });
});

describe("checkImageFile", () => {
  it("gives the server's messages for size and type", async () => {
    expect(await checkImageFile(new File([], "a.jpg", { type: "image/jpeg" }))).toBe(mediaStaffWords.t("en", "imageRequired"));
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(await solid("jpeg"));
    expect(await checkImageFile(new File([big], "a.jpg", { type: "image/jpeg" }))).toBe(mediaStaffWords.t("en", "imageTooLarge"));
    expect(await checkImageFile(new File(["hello"], "a.jpg", { type: "image/jpeg" }))).toBe(mediaStaffWords.t("en", "imageUnsupported"));
    expect(await checkImageFile(new File(["<svg/>"], "a.svg", { type: "image/svg+xml" }))).toBe(mediaStaffWords.t("en", "imageUnsupported"));
  });

  it("checks dimensions with createImageBitmap", async () => {
    const file = new File([await solid("png")], "a.png");
    vi.stubGlobal("createImageBitmap", bitmapOf(5, 5));
    expect(await checkImageFile(file)).toBe(mediaStaffWords.t("en", "imageTooSmall"));
    vi.stubGlobal("createImageBitmap", bitmapOf(10, 10));
    expect(await checkImageFile(file)).toBeNull();
    vi.stubGlobal("createImageBitmap", bitmapOf(10_000, 6_000));
    expect(await checkImageFile(file)).toBe(mediaStaffWords.t("en", "imageTooManyPixels"));
  });

  it("refuses undecodable JPEG/PNG/GIF but leaves AVIF/WebP to the server", async () => {
    vi.stubGlobal("createImageBitmap", vi.fn(async () => Promise.reject(new Error("InvalidStateError"))));
    expect(await checkImageFile(new File([await solid("png")], "a.png"))).toBe(mediaStaffWords.t("en", "imageUnsupported"));
    expect(await checkImageFile(new File([await solid("avif")], "a.avif"))).toBeNull();
    expect(await checkImageFile(new File([await solid("webp")], "a.webp"))).toBeNull();
  });

  it("returns null when the browser has no createImageBitmap", async () => {
    vi.stubGlobal("createImageBitmap", undefined);
    expect(await checkImageFile(new File([await solid("jpeg")], "a.jpg"))).toBeNull();
  });
});
