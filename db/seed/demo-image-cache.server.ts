/**
 * A disk cache of the demo pictures as the media pipeline prepared them (renderDemoImage then
 * prepareImage), so a second fresh installation on the same machine (every test server,
 * every `npm start` with a new DATA_DIR) copies the variants instead of rendering and
 * encoding some sixty pictures again. The pipeline stays the only producer of images: an
 * entry holds exactly its output, and a miss, or an entry that does not check out, runs it.
 *
 * An entry is keyed by everything that decides its bytes: the picture's SVG (spec, size and
 * the art itself), the render and encoder settings, and sharp's and libvips's versions.
 * Entries are written to a temporary folder and renamed into place, so two servers filling
 * the cache at once never see half an entry; every file's sha256 is checked on the way out.
 */
import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_ENCODER_SETTINGS, type PreparedImage } from "../../app/platform/media/prepare-image.server";
import type { ImageVariant } from "../../app/platform/media/picture";
import type { DemoImageSpec } from "./demo-content";
import { buildDemoSvg, demoRenderFingerprint } from "./render-demo-image.server";

/** Bump when the entry layout changes. */
const LAYOUT = 1;

/**
 * `node_modules/.cache/hotel-demo-media` of the folder the server runs from (where build
 * tools keep their caches, and gone with a clean install), or the system's temporary folder
 * when there is no node_modules there.
 */
export function defaultDemoImageCacheDir(cwd = process.cwd()): string {
  const modules = path.join(cwd, "node_modules");
  return existsSync(modules) ? path.join(modules, ".cache", "hotel-demo-media") : path.join(tmpdir(), "hotel-demo-media");
}

export function demoImageCacheKey(spec: DemoImageSpec, size: { width: number; height: number }): string {
  return createHash("sha256")
    .update(
      JSON.stringify({
        layout: LAYOUT,
        svg: buildDemoSvg(spec, size),
        render: demoRenderFingerprint(),
        encode: IMAGE_ENCODER_SETTINGS,
        sharp: sharp.versions,
      }),
    )
    .digest("hex")
    .slice(0, 40);
}

interface Manifest {
  key: string;
  width: number;
  height: number;
  files: { variant: ImageVariant; sha256: string }[];
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function readEntry(folder: string): Promise<PreparedImage | null> {
  try {
    const manifest = JSON.parse(await readFile(path.join(folder, "manifest.json"), "utf8")) as Manifest;
    const files = await Promise.all(
      manifest.files.map(async ({ variant, sha256: expected }) => {
        if (path.basename(variant.file) !== variant.file) throw new Error("bad entry");
        const bytes = new Uint8Array(await readFile(path.join(folder, variant.file)));
        if (sha256(bytes) !== expected) throw new Error("bad entry");
        return { variant, bytes };
      }),
    );
    return { key: manifest.key, width: manifest.width, height: manifest.height, files };
  } catch {
    return null;
  }
}

async function writeEntry(dir: string, folder: string, image: PreparedImage): Promise<void> {
  const temp = path.join(dir, `.tmp-${randomUUID()}`);
  try {
    await mkdir(temp, { recursive: true });
    for (const f of image.files) await writeFile(path.join(temp, f.variant.file), f.bytes);
    const manifest: Manifest = {
      key: image.key,
      width: image.width,
      height: image.height,
      files: image.files.map((f) => ({ variant: f.variant, sha256: sha256(f.bytes) })),
    };
    await writeFile(path.join(temp, "manifest.json"), JSON.stringify(manifest));
    // Another server may have put the same entry in meanwhile: its copy is as good as ours.
    await rename(temp, folder).catch(() => undefined);
  } finally {
    await rm(temp, { recursive: true, force: true }).catch(() => undefined);
  }
}

/**
 * The prepared picture for `spec` at `size`: from the cache in `dir` when it holds it, else
 * from `produce` (the pipeline), whose result is then kept. With `dir` null there is no cache.
 * A cache that cannot be written (read-only disk) only costs the saving.
 */
export async function cachedDemoImage(
  dir: string | null,
  spec: DemoImageSpec,
  size: { width: number; height: number },
  produce: () => Promise<PreparedImage>,
): Promise<{ image: PreparedImage; cached: boolean }> {
  if (!dir) return { image: await produce(), cached: false };
  const folder = path.join(dir, demoImageCacheKey(spec, size));
  const hit = await readEntry(folder);
  if (hit) return { image: hit, cached: true };
  const image = await produce();
  // A damaged entry would block the rename: clear it first.
  await rm(folder, { recursive: true, force: true }).catch(() => undefined);
  await writeEntry(dir, folder, image).catch(() => undefined);
  return { image, cached: false };
}
