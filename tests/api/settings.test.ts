import { beforeAll, describe, expect, it } from "vitest";
import { api, createMember, loginAsStaff, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { createStaffAccount, STAFF_TEST_PASSWORD } from "../support/staff-accounts";
import { authStaffWords } from "~/platform/auth/auth-staff-words";
import { fieldWords } from "~/platform/forms/field-words";
import { settingsStaffWords } from "~/platform/settings/settings-words";

/**
 * Site settings (DECISIONS §2, §4). Other suites read the same servers' settings (hotel name,
 * villa count), so these tests change only fields nobody else reads and put them back.
 */
describe.each(servers())("site settings on $engine", (server) => {
  const { url } = server;
  let admin: string;
  let editor: { email: string; token: string };
  let member: string;

  beforeAll(async () => {
    admin = await loginAsStaff(url);
    editor = await createStaffAccount(server, "editor");
    member = (await createMember(url)).token;
  });

  const put = (body: Record<string, unknown>, token?: string) => api(url, "/api/settings", { method: "PUT", body: JSON.stringify(body), ...(token ? { token } : {}) });

  it("shows the public settings to everyone, with the defaults, and never the sales inbox", async () => {
    const res = await api(url, "/api/settings");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ villaCount: 16, vipAccommodationEarnPercent: 10, vipSpecialsDiscountPercent: 5, vipDiningDiscountTwoPercent: 35 });
    expect(res.body.data).toHaveProperty("termsText");
    expect(res.body.data).not.toHaveProperty("salesEmail");
  });

  it("lets only an administrator change them: anonymous 401, member 403, editor 403", async () => {
    expect((await put({ virtualTourUrl: "https://tour.example/" })).status).toBe(401);
    for (const token of [member, editor.token]) {
      const res = await put({ virtualTourUrl: "https://tour.example/" }, token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(authStaffWords.t("en", "adminOnly"));
    }
    // The screen too: an editor is refused (not only kept out of the menu), a visitor sent to log in.
    const editorCookie = await pageCookie(url, editor.email, STAFF_TEST_PASSWORD);
    const asEditor = await page(url, "/settings", { cookie: editorCookie });
    expect(asEditor.status).toBe(403);
    expect(asEditor.text).toContain(authStaffWords.t("en", "adminOnly"));
    expect((await page(url, "/settings", { cookie: editorCookie, form: { virtualTourUrl: "https://tour.example/" } })).status).toBe(403);
    expect((await page(url, "/settings")).status).toBe(302);
    expect((await page(url, "/Contacts", { cookie: editorCookie })).text).not.toContain('href="/settings"');
    expect((await page(url, "/Contacts", { cookie: await pageCookie(url) })).text).toContain('href="/settings"');
  });

  it("refuses bad values with each field's message and changes nothing", async () => {
    const before = (await api(url, "/api/settings")).body.data;
    const res = await put({
      villaCount: -1,
      vipDiningEarnPercent: 101,
      vipBestRateDiscountPercent: true,
      bookingUrl: "javascript:alert(1)",
      virtualTourUrl: "https://tour.exa\tmple/",
      facebookUrl: "ftp://facebook.com/hotel",
      mapEmbedUrl: "https://user:secret@maps.example/",
      email: "",
      salesEmail: "sales at hotel",
      hotelName: "   ",
    }, admin);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      villaCount: [settingsStaffWords.t("en", "villaCountInvalid")],
      vipDiningEarnPercent: [settingsStaffWords.t("en", "percentInvalid")],
      vipBestRateDiscountPercent: [settingsStaffWords.t("en", "percentInvalid")],
      bookingUrl: [fieldWords.t("en", "urlInvalid")],
      virtualTourUrl: [fieldWords.t("en", "urlInvalid")],
      facebookUrl: [fieldWords.t("en", "urlInvalid")],
      mapEmbedUrl: [fieldWords.t("en", "urlInvalid")],
      email: [fieldWords.t("en", "emailRequired")],
      salesEmail: [fieldWords.t("en", "emailInvalid")],
      hotelName: [settingsStaffWords.t("en", "hotelNameRequired")],
    });
    expect((await api(url, "/api/settings")).body.data).toEqual(before);
  });

  it("saves what an administrator sends, keeps the rest, and lets pages frame the map it names", async () => {
    const before = (await api(url, "/api/settings", { token: admin })).body.data;
    const terms = "Membership is personal.\n".repeat(800); // ~19,000 characters: above the usual 16 KB body limit
    try {
      // The map, not the virtual tour: other suites read whether the shared servers offer a tour.
      const res = await put({ mapEmbedUrl: "https://maps.example/embed/umodzi", salesEmail: "Sales@Hotel.test", termsText: terms }, admin);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(settingsStaffWords.t("en", "settingsSaved"));
      expect(res.body.data).toMatchObject({ mapEmbedUrl: "https://maps.example/embed/umodzi", salesEmail: "sales@hotel.test", villaCount: before.villaCount, hotelName: before.hotelName });
      const publicView = (await api(url, "/api/settings")).body.data;
      expect(publicView.termsText).toBe(terms.trim());
      expect(publicView).not.toHaveProperty("salesEmail");
      const home = await page(url, "/");
      expect(home.headers.get("content-security-policy")).toMatch(/frame-src 'self'[^;]* https:\/\/maps\.example(;| )/);
      // The legal texts are read by their own pages, not sent with every page.
      expect(home.text).not.toContain("Membership is personal.");
    } finally {
      const restore = await put({ mapEmbedUrl: before.mapEmbedUrl ?? "", salesEmail: "", termsText: before.termsText ?? "" }, admin);
      expect(restore.status).toBe(200);
    }
  });

  it("saves from the Settings screen as an administrator", async () => {
    const cookie = await pageCookie(url);
    const screen = await page(url, "/settings", { cookie });
    expect(screen.status).toBe(200);
    expect(screen.text).toContain("Virtual tour");
    const before = (await api(url, "/api/settings")).body.data;
    try {
      const saved = await page(url, "/settings", { cookie, form: { instagramUrl: "https://instagram.com/umodzi", disclaimerText: "Prices may change.\n".repeat(1000) } });
      expect(saved.status).toBe(200);
      expect((await api(url, "/api/settings")).body.data).toMatchObject({ instagramUrl: "https://instagram.com/umodzi", villaCount: before.villaCount });
      const refused = await page(url, "/settings", { cookie, form: { instagramUrl: "instagram" } });
      expect(refused.status).toBe(422);
      expect(refused.text).toContain(fieldWords.t("en", "urlInvalid"));
    } finally {
      await put({ instagramUrl: before.instagramUrl, disclaimerText: before.disclaimerText }, admin);
    }
  });
});
