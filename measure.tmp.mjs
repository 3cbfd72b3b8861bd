import zlib from "node:zlib";
import { chromium } from "playwright-core";
const base = "http://localhost:4517";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new","--no-sandbox","--disable-gpu","--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"] });
for (const path of ["/", "/Document", "/Tender"]) {
  const page = await browser.newPage();
  const urls = new Set();
  page.on("response", (r) => { if (r.request().resourceType() === "script") urls.add(r.url()); });
  await page.goto(base + path, { waitUntil: "networkidle" });
  let total = 0;
  for (const u of urls) { const b = Buffer.from(await (await fetch(u)).arrayBuffer()); total += zlib.gzipSync(b, { level: 9 }).length; }
  const html = await (await fetch(base + path)).text();
  const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
  console.log(path, "JS files loaded:", urls.size, "gzip total", (total / 1024).toFixed(1), "KB; inline scripts gzip", (zlib.gzipSync(Buffer.from(inline)).length / 1024).toFixed(1), "KB");
  await page.close();
}
await browser.close();
