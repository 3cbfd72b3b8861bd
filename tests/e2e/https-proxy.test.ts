import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { launchChromium } from "../support/browser";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/start-server";
import { startTlsProxy, type TlsProxy } from "../support/tls-proxy";

const HOST = "hotel.example";

/** The deployment shape: Chromium → https (TLS proxy) → the site over http, PUBLIC_URL=https://… */
describe("staff work in the back-office over https behind a proxy", () => {
  let server: RunningServer;
  let proxy: TlsProxy;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    proxy = await startTlsProxy(HOST);
    origin = `https://${HOST}:${proxy.port}`;
    [server, browser] = await Promise.all([
      startServer({ engine: "sqlite", env: { SEED_DEMO: "false", PUBLIC_URL: origin, TRUST_PROXY: "1" } }),
      launchChromium({ mapHosts: [HOST], ignoreCertificateErrors: true }),
    ]);
    proxy.setTarget(server.url);
  });

  afterAll(async () => {
    await browser?.close();
    await proxy?.close();
    await server?.stop();
  });

  it("logs in, adds a room with a picture and deletes it, with no policy violation on the way", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" || /Content Security Policy/i.test(msg.text())) problems.push(msg.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));

    await page.goto(`${origin}/room`);
    await expect.poll(() => new URL(page.url()).pathname).toBe("/login");
    await page.getByLabel("Email", { exact: true }).fill(TEST_ADMIN.email);
    await page.getByLabel("Password").fill(TEST_ADMIN.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByRole("heading", { name: "Rooms", level: 1 }).waitFor();
    expect(page.url()).toBe(`${origin}/room`);

    const cookies = await context.cookies(origin);
    expect(cookies.map((c) => [c.name, c.secure, c.httpOnly])).toEqual([["__Host-sid", true, true]]);

    // A back-office form with an upload: a fetcher action through the proxy.
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#3a6b5a" } }).jpeg().toBuffer();
    await page.getByLabel("Name").selectOption("Classic King");
    await page.getByLabel("Image").setInputFiles({ name: "king.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Add room" }).click();
    await page.getByText(messages.saved).first().waitFor();
    await page.getByRole("button", { name: "Delete Classic King" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText(messages.deleted).first().waitFor();

    // The public page hydrates under the policy (the room filter navigates without a reload).
    await page.goto(`${origin}/`);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole("link", { name: "Classic Twin", exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("?room=classic-twin");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    expect(problems).toEqual([]);
    await context.close();
  });
});
