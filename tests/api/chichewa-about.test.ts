import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/platform/db/db.server";
import { createMember, MEMBER_PASSWORD, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { adminWords } from "~/components/admin/admin-words";
import { siteChrome } from "~/components/site-chrome-catalog";
import { contactsWords } from "~/features/contacts/contacts-words";
import { fieldWords } from "~/platform/forms/field-words";

/**
 * The pages about the hotel in Chichewa (DECISIONS §10, decision 042): each answers under /ny/
 * with `<html lang="ny">` and its own words in Chichewa, its links stay in Chichewa, and the
 * English page is unchanged. The contact form without JavaScript answers a Chichewa page in
 * Chichewa. Language does not depend on the database, so SQLite is enough.
 */
const sqlite = servers().filter((s) => s.engine === "sqlite");

/** Page, Chichewa words it shows, and English words its English twin shows instead. */
const PAGES: [path: string, chichewa: string[], english: string[]][] = [
  ["/", ["Takulandirani ku hotelo ya nyenyezi zisanu", "Zipinda ndi ma suite", "Khalani membala wa VIP Club", "Anzathu ogwira nawo ntchito"], ["Welcome to a five-star hotel", "Join the VIP Club"]],
  ["/WhoWeAre", ["Cholinga Chathu", "Masomphenya Athu", "Kuchita mwachangu (Urgency)", "Kukhulupirika (Integrity)"], ["Our Mission", "Our Vision", "Mutual respect"]],
  ["/ContactUs", ["Tilembereni uthenga", "Nambala ya foni", "Tumizani uthenga", "(maola 24)"], ["Send us a message", "Phone number", "Send message"]],
  ["/viewsite", ["Ntchito Zathu pa Intaneti", "Sungitsani chipinda", "Pemphani mtengo"], ["Our Online Services", "Request a quotation"]],
  ["/developer-Portfolio", ["Luso lathu", "Sayansi ya deta", "fomu yolumikizirana nafe"], ["Skills", "Data science", "contact form"]],
  ["/TermsConditions", ["Malamulo ndi Zikhalidwe"], ["Terms &amp; Conditions"]],
  ["/Disclaimer", ["Chidziwitso"], ["Disclaimer"]],
  ["/Awards", ["Mphotho zathu", "Ulemu wochokera kwa alendo athu"], ["Our awards", "Recognition from our guests"]],
  ["/Boardteam", ["Mamembala a Bungwe", "Dr Grace Chilima"], ["Board Members", "Dr Grace Chilima"]],
  ["/Managementeam", ["Gulu la Oyang&#x27;anira", "Akuluakulu a Madipatimenti", "Mkulu wa Ophika"], ["Management Team", "Heads of Department", "Executive Chef"]],
  ["/experience", ["Spa, gym, kusambira ndi kusewera", "Nthawi za spa", "Lolemba–Lamulungu", "<td>7:00–21:00</td>"], ["Spa, gym, swimming and play", "Monday–Sunday", "<td>7:00 AM–9:00 PM</td>"]],
  ["/villa", ["Ma villa a Presidential okwana", "Pitani ku spa", "Polandirira alendo ndi chitetezo maola 24"], ["presidential villas", "Visit the spa", "24-hour reception and security"]],
];

const chichewaPath = (p: string) => (p === "/" ? "/ny" : `/ny${p}`);

/** The page as read: without its scripts, whose hydration data carries the action's answer as the server wrote it. */
const visible = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, "");

describe.each(sqlite)("the pages about the hotel in Chichewa on $engine", (server) => {
  const { url } = server;

  it.each(PAGES)("%s answers under /ny/ in Chichewa and stays English at its own address", async (pathname, chichewa, english) => {
    const ny = await page(url, chichewaPath(pathname));
    expect(ny.status).toBe(200);
    expect(ny.text).toContain('<html lang="ny"');
    for (const text of chichewa) expect(ny.text, text).toContain(text);
    for (const text of english.filter((e) => !chichewa.includes(e))) expect(ny.text, text).not.toContain(`>${text}<`);

    const en = await page(url, pathname);
    expect(en.status).toBe(200);
    expect(en.text).toContain('<html lang="en-GB"');
    for (const text of english) expect(en.text, text).toContain(text);
    for (const text of chichewa.filter((c) => !english.includes(c))) expect(en.text, text).not.toContain(text);
  });

  it("gives the Chichewa pages a Chichewa title and description", async () => {
    const home = await page(url, "/ny");
    expect(home.text).toMatch(/<title>[^<]*\| Hotelo ya nyenyezi zisanu ku Lilongwe, Malawi<\/title>/);
    expect(home.text).toMatch(/<meta name="description" content="[^"]*: hotelo ya nyenyezi zisanu m&#x27;dera la zamalonda la Lilongwe/);
    const contact = await page(url, "/ny/ContactUs");
    expect(contact.text).toMatch(/<title>Lumikizanani Nafe \|/);
    expect(contact.text).toMatch(/<meta name="description" content="Imbani [^"]+ \(maola 24\)/);
  });

  it("keeps the links of a Chichewa page in Chichewa", async () => {
    const about = await page(url, "/ny/WhoWeAre");
    for (const to of ["/ny/Managementeam", "/ny/Boardteam", "/ny/ContactUs"]) expect(about.text).toContain(`href="${to}"`);
    const home = await page(url, "/ny");
    for (const to of ["/ny/villa", "/ny/experience", "/ny/VIPClub", "/ny/EventPlan"]) expect(home.text).toContain(`href="${to}"`);
  });

  it("says a page is not found in Chichewa, with the ways on in Chichewa", async () => {
    const missing = await page(url, "/ny/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<html lang="ny"');
    expect(missing.text).toContain(`<title>${siteChrome.t("ny", "pageNotFoundTitle")} |`);
    expect(missing.text).toContain(siteChrome.t("ny", "pageNotFoundBody"));
    expect(missing.text).toMatch(/<a[^>]*href="\/ny\/ContactUs"[^>]*>Lumikizanani Nafe<\/a>/);
    expect((await page(url, "/no-such-page")).text).toContain(siteChrome.t("en", "pageNotFoundTitle"));
  });

  it("answers the contact form of a Chichewa page in Chichewa, without JavaScript", async () => {
    const form = { name: "", email: "not-an-email", phonenumber: "abc", message: "" };
    const refused = await page(url, "/ny/ContactUs", { form });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('<html lang="ny"');
    expect(refused.text).toMatch(/<form[^>]*action="\/ny\/ContactUs"/);
    for (const text of [contactsWords.t("ny", "contactFailed"), fieldWords.t("ny", "contactNameRequired"), fieldWords.t("ny", "emailInvalid"), fieldWords.t("ny", "phoneInvalid"), adminWords.t("ny", "messageRequired")]) {
      expect(refused.text, text).toContain(text!);
    }
    expect(visible(refused.text)).not.toContain(fieldWords.t("en", "emailInvalid"));

    const english = await page(url, "/ContactUs", { form });
    expect(english.status).toBe(422);
    expect(english.text).toContain(contactsWords.t("en", "contactFailed"));
    expect(english.text).toContain(fieldWords.t("en", "emailInvalid"));
  });

  it("says a field's length and invisible-character limits in Chichewa on a Chichewa form and to the API asked in Chichewa", async () => {
    const form = { name: "N".repeat(81), email: "mlendo@example.com", phonenumber: "+265 999 123 456", message: "Moni\u0007" };
    const refused = await page(url, "/ny/ContactUs", { form });
    expect(refused.status).toBe(422);
    const shown = visible(refused.text).replaceAll("&#x27;", "'");
    expect(shown).toContain("Dzina siliyenera kupitirira zilembo 80");
    expect(shown).toContain("Chonde chotsani zilembo zachilendo zosaoneka m'gawo ili");
    expect(shown).not.toContain(fieldWords.t("en", "nameTooLong", { max: 80 }));
    expect(shown).not.toContain(fieldWords.t("en", "controlCharacters"));
    const english = await page(url, "/ContactUs", { form });
    expect(english.text).toContain(fieldWords.t("en", "nameTooLong", { max: 80 }));

    const api = await fetch(`${url}/api/contacts?lang=ny`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(form) });
    expect(api.status).toBe(422);
    const body = (await api.json()) as { errors: Record<string, string[]> };
    expect(body.errors.name).toEqual(["Dzina siliyenera kupitirira zilembo 80"]);
    expect(body.errors.message).toEqual(["Chonde chotsani zilembo zachilendo zosaoneka m'gawo ili"]);
  });

  it("tells an account in Chichewa that a page is not open to it, with a way to sign out in Chichewa", async () => {
    const { email } = await createMember(url);
    const handle = openDatabase({ databaseUrl: server.databaseUrl, sqliteFile: path.join(server.dataDir, "hotel.sqlite") });
    try {
      await handle.db.updateTable("users").set({ usertype: 7 }).where("email", "=", email).execute();
    } finally {
      await handle.close();
    }
    const refused = await page(url, "/ny/dashboard", { cookie: await pageCookie(url, email, MEMBER_PASSWORD) });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain(siteChrome.t("ny", "accessDeniedPageTitle"));
    expect(refused.text).toMatch(/<form[^>]*action="\/ny\/logout"[^>]*>\s*<button[^>]*>Tulukani<\/button>/);
  });
});
