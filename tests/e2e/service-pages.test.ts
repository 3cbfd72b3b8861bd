import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api, imageForm, jpeg, loginAsStaff, MEMBER_PASSWORD } from "../support/api-client";
import { hydrated, LAPTOP, PHONE, useSiteInBrowser } from "../support/site-in-browser";
import { authWords } from "~/platform/auth/auth-words";
import { accountCatalog } from "~/routes/account/account-catalog";

describe("a visitor reads the service pages and joins the VIP Club", () => {
  const site = useSiteInBrowser();

  it("opens and closes Read More, the capacity chart, the supplies list and the experiences' More/Less on a phone", async () => {
    const staff = await loginAsStaff(site.url);
    const room = { name: "Banqueting Hall", fee: "main", capacity: "480 m²", cinema: "1500", banquet: "900" };
    expect((await api(site.url, "/api/events", { method: "POST", token: staff, body: imageForm(room, { bytes: await jpeg(), name: "h.jpg", type: "image/jpeg" }) })).status).toBe(201);
    const { page, errors } = await site.open({ viewport: PHONE });
    await page.goto(`${site.url}/ConferenceService`);
    const more = page.getByText(/10 breakout\s+rooms take committee sessions/);
    await expect.poll(() => more.isVisible()).toBe(false);
    await page.getByText("Read More").click();
    await more.waitFor();
    await page.getByText("Read Less").click();
    await more.waitFor({ state: "hidden" });
    // The chart starts open; its summary folds it away and back.
    const chart = page.getByRole("table", { name: "People per room and seating layout" });
    await chart.waitFor();
    expect(await chart.getByRole("row", { name: /Banqueting Hall/ }).textContent()).toContain("1,500");
    await page.getByText("Show or hide the capacity chart").click();
    await chart.waitFor({ state: "hidden" });
    await page.getByText("Show or hide the capacity chart").click();
    await chart.waitFor();
    await page.getByText("Show the audio-visual and supplies list").click();
    await page.getByText("PA system with wired and wireless microphones").waitFor();

    await page.goto(`${site.url}/experience`);
    const spa = page.locator("#spa");
    const detail = spa.getByText(/deep-tissue treatment/);
    await expect.poll(() => detail.isVisible()).toBe(false);
    await spa.getByText("More", { exact: true }).click();
    await detail.waitFor();
    await spa.getByText("Less", { exact: true }).click();
    await detail.waitFor({ state: "hidden" });
    // Nothing on these pages is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  it("registers with Register Now: SPEC's messages beside the fields, then the login page's success line", async () => {
    const { page, errors } = await site.open({ viewport: LAPTOP });
    await page.goto(`${site.url}/VIPClub`);
    await page.getByRole("link", { name: "Register Now" }).click();
    const form = page.locator("form.public-form");
    const registeredEmail = `vip-${randomUUID().slice(0, 8)}@example.com`;
    await form.getByLabel("Name").fill("Chikondi Phiri");
    await form.getByLabel("Email").fill(registeredEmail);
    await form.getByLabel("Password", { exact: true }).fill(MEMBER_PASSWORD);
    await form.getByLabel("Confirm password").fill("Something-Else-12");
    await form.getByRole("button", { name: "Register Now" }).click();
    await form.getByText(authWords.t("en", "registrationFailed")).waitFor();
    await form.getByText(authWords.t("en", "passwordsDoNotMatch")).waitFor();
    expect(await form.getByLabel("Confirm password").getAttribute("aria-invalid")).toBe("true");
    // The name and email stay; the passwords are typed again.
    expect(await form.getByLabel("Name").inputValue()).toBe("Chikondi Phiri");

    await form.getByLabel("Password", { exact: true }).fill(MEMBER_PASSWORD);
    await form.getByLabel("Confirm password").fill(MEMBER_PASSWORD);
    await form.getByRole("button", { name: "Register Now" }).click();
    await page.waitForURL(`${site.url}/login?registered=1`);
    // One message in the hotel's words (the API keeps SPEC's), not a toast saying it again.
    await page.locator(".form-success").filter({ hasText: accountCatalog.t("en", "login.registered") }).waitFor();
    expect(await page.getByText(authWords.t("en", "registrationSuccess")).count()).toBe(0);
    // The address just registered is in the email field, and nowhere in the page's address.
    const email = page.getByLabel("Email", { exact: true });
    await expect.poll(() => email.inputValue()).toBe(registeredEmail);
    expect(page.url()).not.toContain("example.com");
    // Read once: a later visit to the sign-in page starts empty.
    await page.reload();
    await hydrated(page, "#login-email");
    expect(await email.inputValue()).toBe("");
    // The refused form above is a 422 answer, which Chromium always logs; nothing else may be.
    expect(errors.filter((e) => !e.includes("status of 422"))).toEqual([]);
  });

  it("registers without JavaScript too", async () => {
    // Reduced motion: no smooth scrolling to #register while the fields are filled in.
    const { page } = await site.open({ viewport: PHONE, javaScriptEnabled: false, reducedMotion: "reduce" });
    await page.goto(`${site.url}/VIPClub#register`);
    const form = page.locator("form.public-form");
    await form.getByLabel("Name").fill("Tamanda Banda");
    await form.getByLabel("Email").fill(`vip-${randomUUID().slice(0, 8)}@example.com`);
    await form.getByLabel("Password", { exact: true }).fill(MEMBER_PASSWORD);
    await form.getByLabel("Confirm password").fill(MEMBER_PASSWORD);
    await form.getByRole("button", { name: "Register Now" }).click();
    // The form posts to /VIPClub#register, and a browser keeps that fragment across the redirect.
    await page.waitForURL((address) => address.pathname === "/login" && address.search === "?registered=1");
    await page.getByText(accountCatalog.t("en", "login.registered")).waitFor();
  });
});
