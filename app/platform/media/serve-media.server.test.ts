import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskStorage, type MediaStorage } from "./media-storage.server";
import { mediaResponse } from "./serve-media.server";

let dir: string;
let storage: MediaStorage;
const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3]);

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "serve-media-"));
  storage = createDiskStorage(dir);
  await storage.put("0123456789abcdef0123-480.webp", bytes);
  await storage.put("0123456789abcdef0123-480.avif", bytes);
  await storage.put("0123456789abcdef0123-480.jpg", bytes);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const get = (file: string, headers: Record<string, string> = {}, method = "GET") =>
  mediaResponse(storage, file, new Request(`http://localhost/media/${encodeURIComponent(file)}`, { method, headers }));

describe("mediaResponse", () => {
  it("serves a file with its type, immutable caching and a strong ETag", async () => {
    for (const [ext, type] of [["webp", "image/webp"], ["avif", "image/avif"], ["jpg", "image/jpeg"]] as const) {
      const file = `0123456789abcdef0123-480.${ext}`;
      const res = await get(file);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe(type);
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("ETag")).toBe(`"${file}"`);
      expect(res.headers.get("Content-Length")).toBe(String(bytes.length));
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([...bytes]);
    }
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await get("0123456789abcdef0123-480.webp", {}, "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/webp");
    expect(res.headers.get("Content-Length")).toBe(String(bytes.length));
    expect(res.body).toBeNull();
  });

  it("answers 304 when If-None-Match matches", async () => {
    const file = "0123456789abcdef0123-480.webp";
    for (const inm of [`"${file}"`, `W/"${file}"`, `"other", "${file}"`, "*"]) {
      const res = await get(file, { "If-None-Match": inm });
      expect(res.status).toBe(304);
      expect(res.headers.get("ETag")).toBe(`"${file}"`);
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(await res.text()).toBe("");
    }
    expect((await get(file, { "If-None-Match": `"other"` })).status).toBe(200);
  });

  it("answers 404 for missing files, even with a matching If-None-Match", async () => {
    const file = "ffffffffffffffffffff-480.webp";
    const res = await get(file);
    expect(res.status).toBe(404);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect((await get(file, { "If-None-Match": `"${file}"` })).status).toBe(404);
  });

  it("answers 404 for unsafe names and unknown extensions", async () => {
    for (const file of ["../x.jpg", "..%2Fx.jpg", ".hidden.jpg", "a/b.jpg", "x..jpg", "", "0123456789abcdef0123-480.png", "0123456789abcdef0123-480", "webp"]) {
      const res = await get(file);
      expect(res.status, file).toBe(404);
    }
  });

  it("answers 405 to other methods", async () => {
    const res = await get("0123456789abcdef0123-480.webp", {}, "DELETE");
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
    expect(await storage.head("0123456789abcdef0123-480.webp")).not.toBeNull();
  });
});
