import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new","--no-sandbox","--disable-gpu"] });
const [w, ...paths] = process.argv.slice(2);
const ctx = await b.newContext({ viewport: { width: Number(w), height: 900 }, reducedMotion: "reduce" });
for (const p of paths) {
  const page = await ctx.newPage();
  await page.goto("http://127.0.0.1:3902/" + p, { waitUntil: "load" });
  await page.evaluate(() => { document.querySelectorAll("img[loading=lazy]").forEach(i => i.loading = "eager"); document.querySelectorAll(".splash, [class*=splash], [class*=advert], dialog").forEach(e => e.remove()); });
  for (let y = 0; y < 12000; y += 600) { await page.evaluate((yy) => window.scrollTo(0, yy), y); await page.waitForTimeout(60); }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/prof/shot-${w}-${p.replace(/\W/g, "_") || "home"}.png`, fullPage: true });
  await page.close();
}
await b.close();
