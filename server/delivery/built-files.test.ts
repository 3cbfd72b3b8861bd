import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { precompressFile } from "./precompress-assets";
import { serveBuiltFiles } from "./built-files";

describe("the build's files", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "built-files-"));
  fs.mkdirSync(path.join(dir, "assets"));
  const script = `export const rooms = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Executive suite ${i}`))};\n`;
  fs.writeFileSync(path.join(dir, "assets", "rooms-abc123.js"), script);
  const app = new Hono();

  it("are sent in the encoding the request weighs highest, each with its own tag", async () => {
    await precompressFile(path.join(dir, "assets", "rooms-abc123.js"));
    app.use(serveBuiltFiles(dir));
    app.get("*", (c) => c.text("page", 404));
    const get = (headers: Record<string, string>) => app.request("/assets/rooms-abc123.js", { headers });
    const br = await get({ "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    expect((await get({ "accept-encoding": "br;q=0, gzip" })).headers.get("content-encoding")).toBe("gzip");
    expect((await get({ "accept-encoding": "gzip;q=0.5, br;q=1" })).headers.get("content-encoding")).toBe("br");
    const plain = await get({});
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(plain.headers.get("etag")).not.toBe(br.headers.get("etag"));
    expect((await get({ "accept-encoding": "br", "if-none-match": br.headers.get("etag")! })).status).toBe(304);
    // A range of a copy the client no longer holds (another tag): the whole file.
    const changed = await get({ range: "bytes=0-9", "if-range": '"old"' });
    expect(changed.status).toBe(200);
    expect((await get({ range: "bytes=0-9" })).headers.get("content-range")).toBe(`bytes 0-9/${script.length}`);
    expect((await app.request("/assets/other.js")).status).toBe(404);
  });
});
