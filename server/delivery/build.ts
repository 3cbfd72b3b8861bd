/**
 * Delivery's part of the site's build (docs/decisions/054-delivery.md), for vite.config.ts:
 * - script-chunks.ts — how the browser build groups the pages' scripts into files (045);
 * - lean-preload.ts — a small stand-in for Vite's preload helper in the file every page loads;
 * - precompress-assets.ts — a brotli and a gzip copy beside each built text file, which
 *   built-files.ts serves (050).
 * Kept apart from index.ts: that entry reaches the app through `~/`, which the config cannot resolve.
 */
export { leanPreload } from "./lean-preload";
export { precompressAssets } from "./precompress-assets";
export { createScriptChunks } from "./script-chunks";
