import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files worth compressing: text, and the icon (a bitmap). Pictures and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|ico|webmanifest)$/;

/** What a file's brotli and gzip copies are named: beside it, as nginx's gzip_static and brotli_static look for them. */
export const PRECOMPRESSED_SUFFIX = { br: ".br", gzip: ".gz" } as const;

/**
 * The files under `dir`, walked by hand rather than with a recursive readdir: Vite runs the
 * plugins' closeBundle hooks side by side, and React Router's removes its manifest folder
 * (`.vite`) meanwhile, so that folder is never entered and whatever vanishes while listed is
 * passed over instead of failing the build.
 */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== ".vite") files.push(...(await filesUnder(full)));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

/** Writes `file.br` (quality 11) and `file.gz` (level 9) beside one file, each only when smaller than the file. */
export async function precompressFile(file: string): Promise<void> {
  const body = await fs.readFile(file).catch((error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? null : Promise.reject(error)));
  if (!body) return;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipped(body, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < body.length ? fs.writeFile(file + PRECOMPRESSED_SUFFIX.br, br) : fs.rm(file + PRECOMPRESSED_SUFFIX.br, { force: true }),
    gz.length < body.length ? fs.writeFile(file + PRECOMPRESSED_SUFFIX.gzip, gz) : fs.rm(file + PRECOMPRESSED_SUFFIX.gzip, { force: true }),
  ]);
}

/**
 * The browser build's scripts, styles and other text files, compressed once at build time at
 * the highest levels (docs/decisions/050-tracking-links-and-brotli.md): the framework file is
 * 103 KB in gzip and 89 KB in brotli, and the server (server/delivery/built-files.ts) sends whichever the
 * browser takes. Compressing per request could not afford brotli's top quality, which takes
 * about a second for the largest file; done here, it costs the build a few seconds once.
 */
export function precompressAssets(): Plugin {
  let outDir = "";
  let serverBuild = false;
  return {
    name: "hotel:precompress-assets",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (serverBuild) return;
      // Not Vite's own manifest (build/client/.vite), which React Router reads and removes.
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      // Four at a time: zlib's work runs on libuv's four threads.
      for (let i = 0; i < files.length; i += 4) await Promise.all(files.slice(i, i + 4).map(precompressFile));
    },
  };
}
