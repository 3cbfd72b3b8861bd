import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { prepareImage, type PreparedImage } from "../../app/platform/media/prepare-image.server";
import { cachedDemoImage, defaultDemoImageCacheDir, demoImageCacheKey } from "./demo-image-cache.server";
import { renderDemoImage } from "./render-demo-image.server";

const spec = { title: "Cache Test Suite", subtitle: "40 m²", motif: "suite" } as const;
const size = { width: 240, height: 160 };

let dir: string;
let runs: number;
const produce = async (): Promise<PreparedImage> => {
  runs++;
  return prepareImage(await renderDemoImage(spec, size));
};

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "demo-cache-"));
  runs = 0;
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const same = (a: PreparedImage, b: PreparedImage) => {
  expect({ key: a.key, width: a.width, height: a.height }).toEqual({ key: b.key, width: b.width, height: b.height });
  expect(a.files.map((f) => f.variant)).toEqual(b.files.map((f) => f.variant));
  a.files.forEach((f, i) => expect(Buffer.compare(Buffer.from(f.bytes), Buffer.from(b.files[i]!.bytes))).toBe(0));
};

describe("cachedDemoImage", () => {
  it("runs the pipeline once, then hands back its same output from the cache", async () => {
    const first = await cachedDemoImage(dir, spec, size, produce);
    const second = await cachedDemoImage(dir, spec, size, produce);
    expect([first.cached, second.cached, runs]).toEqual([false, true, 1]);
    same(first.image, second.image);
    // No temporary folder is left behind.
    expect((await readdir(dir)).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("runs the pipeline again when an entry's file was damaged, and repairs the entry", async () => {
    const first = await cachedDemoImage(dir, spec, size, produce);
    const [entry] = await readdir(dir);
    await writeFile(path.join(dir, entry!, first.image.files[0]!.variant.file), "not the picture");
    const second = await cachedDemoImage(dir, spec, size, produce);
    expect([second.cached, runs]).toEqual([false, 2]);
    same(first.image, second.image);
    expect((await cachedDemoImage(dir, spec, size, produce)).cached).toBe(true);
  });

  it("keys on the picture: another title or size is another entry", () => {
    const key = demoImageCacheKey(spec, size);
    expect(demoImageCacheKey({ ...spec }, { ...size })).toBe(key);
    expect(demoImageCacheKey({ ...spec, title: "Other Suite" }, size)).not.toBe(key);
    expect(demoImageCacheKey(spec, { width: 480, height: 320 })).not.toBe(key);
  });

  it("without a folder always runs the pipeline", async () => {
    await cachedDemoImage(null, spec, size, produce);
    await cachedDemoImage(null, spec, size, produce);
    expect(runs).toBe(2);
  });

  it("lives in node_modules/.cache when there is one, else in the temporary folder", () => {
    expect(defaultDemoImageCacheDir(process.cwd())).toBe(path.join(process.cwd(), "node_modules", ".cache", "hotel-demo-media"));
    expect(defaultDemoImageCacheDir(dir)).toBe(path.join(tmpdir(), "hotel-demo-media"));
  });
});
