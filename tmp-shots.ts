import { startServer, TEST_ADMIN } from "./tests/support/start-server";
import { launchChromium } from "./tests/support/browser";

const server = await startServer({ engine: "sqlite" });
const browser = await launchChromium();
try {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.on("console", (m) => { if (m.type() === "error") console.log("console error", width, m.text()); });
    await page.goto(`${server.url}/login`);
    await page.fill('input[name="email"]', TEST_ADMIN.email);
    await page.fill('input[name="password"]', TEST_ADMIN.password);
    await Promise.all([page.waitForURL((u) => !u.pathname.startsWith("/login")), page.click('form button[type="submit"]')]);
    const shots: [string, string][] = [
      ["virtual-add", "/virtual"],
      ["virtual-view", "/virtual?tab=view"],
      ["documents-view", "/DocumentUp?tab=view"],
      ["documents-edit", "/DocumentUp?tab=view&edit=1"],
      ["tenders-add", "/TenderUp"],
      ["tenders-view", "/TenderUp?tab=view"],
    ];
    for (const [name, path] of shots) {
      await page.goto(server.url + path);
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `/tmp/files-shots/${name}-${width}.png`, fullPage: true });
    }
    // Submit an empty add form on the tender screen to see the messages.
    await page.goto(server.url + "/TenderUp");
    await page.click('form button[type="submit"]:has-text("Upload tender")');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/files-shots/tenders-errors-${width}.png`, fullPage: true });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
