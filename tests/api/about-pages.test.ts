import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SETTINGS } from "../../db/seed/demo-content";
import routes from "~/routes";
import { SITEMAP_PATHS } from "../../server/sitemap";
import { SPELLING_REDIRECTS } from "../../server/spelling-redirects";
import { api, imageForm, jpeg, loginAsStaff, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { type RunningServer, startServer } from "../support/start-server";
import { adminWords } from "~/components/admin/admin-words";
import { contactsWords } from "~/features/contacts/contacts-words";
import { fieldWords } from "~/platform/forms/field-words";
import { limitsWords } from "~/platform/limits/limits-words";
import { recordsWords } from "~/platform/records/records-words";


/** The 24-hour line the demo seed gives the shared servers. */
const DEMO_PHONE = DEMO_SETTINGS.find((setting) => setting.key === "phone_24h")!.value;
/**
 * The "about the hotel" pages of SPEC §2: server-rendered content from the records and
 * settings, per-page meta, the contact form without JavaScript, the spelling redirects and
 * the sitemap. Reads run on the shared servers (both engines); anything that changes settings
 * or uses up the contact limit runs on a server of its own.
 */

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

/** Every path in app/routes.ts, with a leading slash. */
function routePaths(entries: readonly RouteEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${prefix}/${entry.path}` : prefix;
    return [...(entry.path ? [here] : []), ...routePaths(entry.children ?? [], here)];
  });
}

function canonical(html: string): string | null {
  return html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? null;
}

function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "{}"));
}

const contactForm = (fields: Partial<Record<"name" | "email" | "phonenumber" | "message", string>>) => ({
  name: "",
  email: "",
  phonenumber: "",
  message: "",
  ...fields,
});

describe("route table and redirect table", () => {
  it("never redirects a path the site answers itself, in any letter case", () => {
    const own = new Set(routePaths(routes as RouteEntry[]).map((p) => p.toLowerCase()));
    expect(own.has("/picture")).toBe(true); // the back-office gallery, which a redirect must never take over
    for (const source of Object.keys(SPELLING_REDIRECTS)) {
      expect(own.has(source.toLowerCase()), source).toBe(false);
      expect(source).toMatch(/^\/[a-z0-9-]+$/);
    }
  });

  it("sends every redirect to a SPEC path, and lists in the sitemap only pages that are not redirected", () => {
    const sources = new Set(Object.keys(SPELLING_REDIRECTS));
    for (const target of Object.values(SPELLING_REDIRECTS)) expect(sources.has(target.toLowerCase())).toBe(false);
    for (const path of SITEMAP_PATHS) expect(sources.has(path.toLowerCase()), path).toBe(false);
  });
});

describe.each(servers())("about the hotel pages on $engine", ({ url }) => {
  const pages: [path: string, texts: string[]][] = [
    ["/WhoWeAre", ["Our Mission", "Our Vision", "Urgency", "Mutual respect", "Ownership", "Delivery of excellent service", "Zeal", "Integrity"]],
    ["/Boardteam", ["Board Members", 'alt="Dr Grace Chilima"', "Ms Ruth Mhango"]],
    ["/promotions", ["Winter", "Labour Day", "from <strong>MWK 180,000</strong>"]],
    ["/festive", ["Christmas", "New Year", "Easter", "from <strong>MWK 85,000</strong>"]],
    ["/booking", ["Book Your Stay", DEMO_PHONE]],
    ["/viewsite", ["Our Online Services", 'href="/booking"']],
    ["/developer-Portfolio", ["Networking", "Programming", "Data science", "Dashboards", "Contact"]],
    ["/TermsConditions", ["Terms &amp; Conditions"]],
    ["/Disclaimer", ["Disclaimer"]],
    ["/ContactUs", ["Send us a message", 'name="phonenumber"', DEMO_PHONE]],
  ];

  it.each(pages)("%s answers 200 with its content and canonical address in the server HTML", async (path, texts) => {
    const res = await api(url, path);
    expect(res.status).toBe(200);
    for (const text of texts) expect(res.body, text).toContain(text);
    expect(canonical(res.body)).toBe(url + path);
    expect(res.body).toMatch(/<meta name="description" content="[^"]{40,}"/);
  });

  /** The hero's picture of a page: its <picture> sources and the LCP <img> in the server HTML. */
  function heroPicture(html: string) {
    const hero = html.match(/<section class="page-hero page-hero-photo"[\s\S]*?<\/picture>/)?.[0] ?? "";
    const img = hero.match(/<img [^>]*class="page-hero-media"[^>]*>/)?.[0] ?? "";
    return {
      img,
      src: img.match(/ src="([^"]+)"/)?.[1] ?? null,
      alt: img.match(/ alt="([^"]*)"/)?.[1] ?? null,
      sources: [...hero.matchAll(/<source type="(image\/(?:avif|webp))" srcSet="([^"]+)"/g)].map((m) => m[1]),
    };
  }

  it("heads Who We Are, the VIP Club and Contact Us with a gallery picture staff chose: the LCP image, sized and prioritised", async () => {
    const demo: [path: string, alt: string][] = [
      ["/WhoWeAre", "The hotel&#x27;s main foyer"],
      ["/VIPClub", "A presidential suite&#x27;s lounge"],
      ["/ContactUs", "The concierge desk, open day and night"],
    ];
    for (const [path, alt] of demo) {
      const res = await api(url, path);
      expect(res.status, path).toBe(200);
      const hero = heroPicture(res.body);
      expect(hero.img, path).toMatch(/ width="\d+"/);
      expect(hero.img, path).toMatch(/ height="\d+"/);
      expect(hero.img, path).toMatch(/ fetchpriority="high"/i);
      expect(hero.img, path).toContain('loading="eager"');
      expect(hero.alt, path).toBe(alt);
      expect(hero.sources, path).toEqual(["image/avif", "image/webp"]);
      // The link preview shows the same picture.
      expect(res.body, path).toContain(`<meta property="og:image" content="${url}${hero.src}"/>`);
    }
  });

  it("lets staff replace a page's picture from the Media Gallery: the newest chosen for the page heads it", async () => {
    const token = await loginAsStaff(url);
    const before = heroPicture((await api(url, "/VIPClub")).body).src;
    const upload = await fetch(`${url}/api/gallery`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: imageForm({ name: "Members' terrace", heads_page: "Presidential VIP Club" }, { bytes: await jpeg(1200, 600), name: "terrace.jpg", type: "image/jpeg" }),
    });
    expect(upload.status).toBe(201);
    const created = ((await upload.json()) as { data: { id: number; heads_page: string; image: string } }).data;
    expect(created.heads_page).toBe("Presidential VIP Club");
    try {
      await expect.poll(async () => heroPicture((await api(url, "/VIPClub")).body).src).toBe(created.image);
      expect(heroPicture((await api(url, "/VIPClub")).body).alt).toBe("Members&#x27; terrace");
      // Other pages keep theirs.
      expect(heroPicture((await api(url, "/WhoWeAre")).body).alt).toBe("The hotel&#x27;s main foyer");
      // Only the listed pages can be chosen.
      const refused = await fetch(`${url}/api/gallery`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: imageForm({ name: "Somewhere", heads_page: "Home" }, { bytes: await jpeg(400, 300), name: "x.jpg", type: "image/jpeg" }),
      });
      expect(refused.status).toBe(422);
      await refused.arrayBuffer();
    } finally {
      expect((await api(url, `/api/gallery/${created.id}`, { method: "DELETE", token })).status).toBe(200);
    }
    await expect.poll(async () => heroPicture((await api(url, "/VIPClub")).body).src).toBe(before);
  });

  it("lays the management team out in tiers by position, with portraits named after each manager", async () => {
    const res = await api(url, "/Managementeam");
    expect(res.status).toBe(200);
    const order = ["Chief Executive", "Chikondi Banda", "General Management", "Thokozani Phiri", "Heads of Department", "Tiwonge Nyirenda", "Operations", "Wezi Munthali"];
    const positions = order.map((text) => res.body.indexOf(text));
    expect(positions.every((p: number) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(res.body).toMatch(/<img[^>]+alt="Chikondi Banda"[^>]*>/);
    expect(res.body).toMatch(/src="\/media\/[^"]+\.jpg"/);
    expect(res.body).toContain("Director of Finance and Administration");
  });

  it("shows the gallery as a grid whose pictures link to their full images, with the lightbox ready", async () => {
    const res = await api(url, "/PictureGarlery");
    expect(res.status).toBe(200);
    const links = [...res.body.matchAll(/<a href="(\/media\/[^"]+\.jpg)" class="gallery-link"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThanOrEqual(6);
    // Each link is named by its caption (the picture's name), not by a second copy in the alt text.
    expect(res.body).toMatch(/class="gallery-link"[^>]*>(?:(?!<\/a>).)*<span class="gallery-caption">The heated outdoor pool<\/span>/s);
    const full = await fetch(url + links[0]);
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("image/jpeg");
    await full.arrayBuffer();
    expect(res.body).toMatch(/<dialog[^>]+class="lightbox"/);
  });

  it("leads to every about-the-hotel page from the header and footer of the home page", async () => {
    const home = await api(url, "/");
    for (const path of ["/WhoWeAre", "/PictureGarlery", "/promotions", "/festive", "/ContactUs", "/booking", "/TermsConditions", "/Disclaimer"]) {
      expect(home.body, path).toContain(`href="${path}"`);
    }
    const who = await api(url, "/WhoWeAre");
    for (const path of ["/Managementeam", "/Boardteam"]) expect(who.body, path).toContain(`href="${path}"`);
  });

  it("offers no virtual tour while the settings give no tour address: no call to action, and /virtualTour says plainly there is none", async () => {
    expect((await api(url, "/api/settings")).body.data.virtualTourUrl).toBe("");
    for (const path of ["/", "/ConferenceService", "/viewsite", "/accomodationService", "/booking"]) {
      const res = await api(url, path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).not.toMatch(/href="\/virtualTour/);
      expect(res.body, path).not.toMatch(/Take (a|the) (virtual )?tour/i);
      expect(res.body, path).not.toMatch(/coming soon/i);
    }
    for (const path of ["/virtualTour", "/virtualTourP"]) {
      const res = await api(url, path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toContain("There is no virtual tour online");
      expect(res.body, path).not.toMatch(/coming soon/i);
      expect(res.body, path).toContain('<meta name="robots" content="noindex"/>');
      expect(res.body, path).toContain('href="/PictureGarlery"');
    }
  });

  it("describes Contact Us as JSON-LD: the hotel's name, address in Lilongwe and telephone, and no room count of its own (the home page's listing has it)", async () => {
    const res = await api(url, "/ContactUs");
    const page = jsonLd(res.body).find((d) => d["@type"] === "ContactPage");
    const hotel = page?.mainEntity as Record<string, unknown> | undefined;
    expect(hotel?.["@type"]).toBe("Hotel");
    expect(hotel?.name).toBe("Umodzi Park Hotel & Convention Centre");
    expect(hotel?.telephone).toBe(DEMO_PHONE);
    expect(hotel?.numberOfRooms).toBeUndefined();
    expect(hotel?.address).toMatchObject({ "@type": "PostalAddress", addressLocality: "Lilongwe", addressCountry: "MW" });
  });

  it("redirects correct spellings to SPEC's paths with 301, ignoring case and a trailing slash, keeping the query", async () => {
    const cases: [string, string][] = [
      ["/restaurant", "/RestrauntService"],
      ["/accommodation", "/accomodationService"],
      ["/gallery", "/PictureGarlery"],
      ["/Careers", "/career"],
      ["/CONTACT", "/ContactUs"],
      ["/about/", "/WhoWeAre"],
      ["/terms", "/TermsConditions"],
      ["/events", "/ConferenceService"],
      ["/wellness", "/Health%26Wellness"],
      ["/management", "/Managementeam"],
      ["/board", "/Boardteam"],
      ["/documents", "/Document"],
      ["/tenders?page=2", "/Tender?page=2"],
    ];
    for (const [from, to] of cases) {
      const res = await fetch(url + from, { redirect: "manual" });
      expect(res.status, from).toBe(301);
      expect(new URL(res.headers.get("location") ?? "", url).pathname + new URL(res.headers.get("location") ?? "", url).search, from).toBe(to);
      await res.arrayBuffer();
    }
    // Back-office paths are never taken over: /picture is the staff gallery, /SPA the wellness screen.
    for (const path of ["/picture", "/SPA", "/spa", "/DocumentUp"]) {
      let res = await fetch(url + path, { redirect: "manual" });
      // Another spelling of a screen's address is sent to the screen's own (049), never to a public page.
      if (res.status === 301) {
        const own = res.headers.get("location") ?? "";
        expect(own.toLowerCase(), path).toBe(path.toLowerCase());
        res = await fetch(url + own, { redirect: "manual" });
      }
      expect(res.headers.get("location") ?? "", path).toMatch(/^\/login\?redirectTo=/);
      await res.arrayBuffer();
    }
    // A form posted to a misspelt address is not turned into a GET.
    const post = await fetch(`${url}/contact`, { method: "POST", redirect: "manual", headers: { origin: url } });
    expect(post.status).not.toBe(301);
    await post.arrayBuffer();
  });

  it("lists the public pages, /career included, in /sitemap.xml, and /robots.txt points to it", async () => {
    const sitemap = await fetch(`${url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&"));
    for (const path of ["/", "/WhoWeAre", "/Managementeam", "/Boardteam", "/PictureGarlery", "/promotions", "/festive", "/ContactUs", "/booking", "/viewsite", "/developer-Portfolio", "/TermsConditions", "/Disclaimer", "/career", "/Document", "/Tender"]) {
      expect(locs, path).toContain(url + path);
    }
    expect(locs).toContain(`${url}/Health%26Wellness`);
    expect(locs).not.toContain(`${url}/virtualTourP`);
    // No tour address in the demo settings: the tour page is a 404 and not listed.
    expect(locs).not.toContain(`${url}/virtualTour`);
    expect(locs.some((loc) => /\/(room|login|picture|staff)$/.test(loc))).toBe(false);

    const robots = await fetch(`${url}/robots.txt`);
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${url}/sitemap.xml`);
    expect(text).toContain("Disallow: /api/");
  });

  it("takes a message through the page's own form without JavaScript, and says plainly what is wrong", async () => {
    const name = `Page Guest ${Date.now()}`;
    const posted = await page(url, "/ContactUs", { form: contactForm({ name, email: "Guest@Example.com", phonenumber: "+265 999 123 456", message: "Is the pool open on Sunday?" }) });
    // Post, then redirect: a refresh shows the outcome again and sends nothing.
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/ContactUs?sent=1#contact-form-title");
    const sent = await page(url, "/ContactUs?sent=1");
    expect(sent.text).toContain(contactsWords.t("en", "contactSubmitted"));
    // The form comes back empty for the next message.
    expect(sent.text).not.toContain(`value="${name}"`);
    const admin = await loginAsStaff(url);
    const inbox = await api(url, `/api/contacts?q=${encodeURIComponent(name)}`, { token: admin });
    expect(inbox.body.data).toHaveLength(1);
    expect(inbox.body.data[0]).toMatchObject({ name, email: "guest@example.com", message: "Is the pool open on Sunday?" });

    const refused = await page(url, "/ContactUs", { form: contactForm({ name: "Someone", email: "not-an-email", message: "Hello" }) });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain(contactsWords.t("en", "contactFailed"));
    expect(refused.text).toContain(fieldWords.t("en", "emailInvalid"));
    expect(refused.text).toContain(fieldWords.t("en", "phoneRequired"));
    // What the visitor typed is kept, so only the mistakes need fixing.
    expect(refused.text).toContain('value="Someone"');
    expect(refused.text).toContain("Hello</textarea>");

    const blank = await page(url, "/ContactUs", { form: contactForm({}) });
    expect(blank.status).toBe(422);
    for (const text of [fieldWords.t("en", "contactNameRequired"), fieldWords.t("en", "emailRequired"), fieldWords.t("en", "phoneRequired"), adminWords.t("en", "messageRequired")]) expect(blank.text).toContain(text);
  });
});

describe("about the hotel pages with settings of their own", () => {
  let server: RunningServer;
  let admin: string;
  beforeAll(async () => {
    server = await startServer({ engine: "sqlite", env: { SEED_DEMO: "false" } });
    admin = await loginAsStaff(server.url);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows the settings' frames, phones and legal texts, the texts as plain paragraphs, never as HTML", async () => {
    const saved = await api(server.url, "/api/settings", {
      method: "PUT",
      token: admin,
      body: JSON.stringify({
        virtualTourUrl: "https://tour.example.com/umodzi",
        bookingUrl: "https://book.example.com/hotel?id=7",
        mapEmbedUrl: "https://maps.example.com/embed?q=Lilongwe",
        otherPhones: "+265 1 000 001, +265 999 000 000",
        termsText: "First rule: be kind.\n\nSecond <script>alert(1)</script> rule\nwith a second line.",
        disclaimerText: "Prices may change.",
      }),
    });
    expect(saved.status).toBe(200);

    const tour = await api(server.url, "/virtualTour");
    expect(tour.status).toBe(200);
    expect(tour.body).toMatch(/<iframe[^>]+src="https:\/\/tour\.example\.com\/umodzi"[^>]+title="#Virtual Tour"/);
    expect(tour.headers.get("content-security-policy")).toContain("https://tour.example.com");
    const tourP = await api(server.url, "/virtualTourP");
    expect(tourP.body).toContain('title="#Virtual Tour"');
    // One page at two addresses: /virtualTourP names /virtualTour as canonical.
    expect(canonical(tourP.body)).toBe(`${server.url}/virtualTour`);
    // With a tour to take, the site offers it: the menu, the home page, the events page and Online Services.
    const home = (await api(server.url, "/")).body;
    expect(home).toMatch(/<a[^>]*href="\/virtualTour"[^>]*>Take a Tour<\/a>/);
    expect(home).toMatch(/<a[^>]*href="\/virtualTour"[^>]*>Take a virtual tour<\/a>/);
    expect(home).toMatch(/<a[^>]*href="\/virtualTour"[^>]*>Take a tour<\/a>/);
    const events = (await api(server.url, "/ConferenceService")).body;
    expect(events.match(/href="\/virtualTourP"/g)).toHaveLength(2);
    expect((await api(server.url, "/viewsite")).body).toMatch(/<a[^>]*href="\/virtualTour"[^>]*>Take the tour<\/a>/);
    const locs = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(locs).toContain(`<loc>${server.url}/virtualTour</loc>`);

    // The hotel's own search and request come first; the booking engine is a link beside them.
    const booking = await api(server.url, "/booking");
    expect(booking.body).toContain('action="/booking" method="get"');
    expect(booking.body).toMatch(/<a href="https:\/\/book\.example\.com\/hotel\?id=7"[^>]*>our booking engine/);

    const contact = await api(server.url, "/ContactUs");
    expect(contact.body).toMatch(/<iframe[^>]+src="https:\/\/maps\.example\.com\/embed\?q=Lilongwe"/);
    for (const phone of ["+265 1 000 001", "+265 999 000 000"]) expect(contact.body).toContain(phone);
    expect(contact.body).toContain('href="tel:+265999000000"');

    const terms = await api(server.url, "/TermsConditions");
    expect(terms.body).toContain("<p><span>First rule: be kind.</span></p>");
    expect(terms.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(terms.body).not.toContain("<script>alert(1)");
    expect(terms.body).toContain("<br/>");
    expect((await api(server.url, "/Disclaimer")).body).toContain("Prices may change.");
  });

  it("shows the legal texts in Chichewa on /ny/ where staff gave that version, the English marked lang=\"en\" where not", async () => {
    // Through the API: the Terms in Chichewa, the Disclaimer left in English.
    const saved = await api(server.url, "/api/settings", {
      method: "PUT",
      token: admin,
      body: JSON.stringify({ termsText: "Be kind to the staff.", termsText_ny: "Chitirani antchito zabwino.\n\nLamulo lachiwiri.", disclaimerText: "Prices may change.", disclaimerText_ny: "" }),
    });
    expect(saved.status).toBe(200);
    const english = await api(server.url, "/api/settings");
    expect(english.body.data).toMatchObject({ termsText: "Be kind to the staff.", termsText_ny: "Chitirani antchito zabwino.\n\nLamulo lachiwiri.", disclaimerText_ny: "" });
    expect(english.body.data).not.toHaveProperty("untranslated");
    // Asked in Chichewa, the API gives each text's Chichewa in place, and names the one left in English.
    for (const asked of [await api(server.url, "/api/settings?lang=ny"), await api(server.url, "/api/settings", { headers: { "accept-language": "ny" } })]) {
      expect(asked.body.data).toMatchObject({ termsText: "Chitirani antchito zabwino.\n\nLamulo lachiwiri.", disclaimerText: "Prices may change.", untranslated: ["disclaimerText"] });
      expect(asked.headers.get("vary")).toContain("Accept-Language");
    }

    const terms = (await api(server.url, "/ny/TermsConditions")).body as string;
    expect(terms).toContain("<div><p><span>Chitirani antchito zabwino.</span></p><p><span>Lamulo lachiwiri.</span></p></div>");
    expect(terms).not.toContain("Be kind to the staff.");
    expect((await api(server.url, "/TermsConditions")).body).toContain("<div><p><span>Be kind to the staff.</span></p></div>");
    const disclaimer = (await api(server.url, "/ny/Disclaimer")).body as string;
    expect(disclaimer).toContain('<div lang="en"><p><span>Prices may change.</span></p></div>');

    // From the Settings screen: each text beside its Chichewa version.
    const cookie = await pageCookie(server.url);
    const screen = await page(server.url, "/settings", { cookie });
    expect(screen.text).toMatch(/<textarea[^>]*name="disclaimerText_ny"[^>]*lang="ny"/);
    expect(screen.text).toContain("Disclaimer on the Chichewa pages; left empty, the English one shows.");
    const posted = await page(server.url, "/settings", { cookie, form: { disclaimerText_ny: "Mitengo ingasinthe." } });
    expect(posted.status).toBe(200);
    expect((await api(server.url, "/ny/Disclaimer")).body).toContain("<div><p><span>Mitengo ingasinthe.</span></p></div>");
    // A version longer than the English text allows is refused with the field's own message.
    const refused = await api(server.url, "/api/settings", { method: "PUT", token: admin, body: JSON.stringify({ termsText_ny: "a".repeat(20_001) }) });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(["termsText_ny"]);
  });

  it("shows the opening hours in Chichewa on /ny/ pages, and the English where staff left the Chichewa empty", async () => {
    const saved = await api(server.url, "/api/settings", {
      method: "PUT",
      token: admin,
      body: JSON.stringify({ openingHours: "Reception: 24 hours", openingHours_ny: "Kulandira alendo: maola 24" }),
    });
    expect(saved.status).toBe(200);
    expect((await api(server.url, "/ContactUs")).body).toContain("Reception: 24 hours");
    const chichewa = (await api(server.url, "/ny/ContactUs")).body as string;
    expect(chichewa).toContain("Kulandira alendo: maola 24");
    expect(chichewa).not.toContain("Reception: 24 hours");
    expect((await api(server.url, "/api/settings?lang=ny")).body.data).toMatchObject({ openingHours: "Kulandira alendo: maola 24", openingHours_ny: "Kulandira alendo: maola 24" });
    expect((await api(server.url, "/api/settings")).body.data).toMatchObject({ openingHours: "Reception: 24 hours" });

    await api(server.url, "/api/settings", { method: "PUT", token: admin, body: JSON.stringify({ openingHours_ny: "" }) });
    expect((await api(server.url, "/ny/ContactUs")).body).toContain("Reception: 24 hours");
    expect((await api(server.url, "/api/settings?lang=ny")).body.data.untranslated).toContain("openingHours");

    // The Settings screen shows the Chichewa version beside the English.
    const screen = await page(server.url, "/settings", { cookie: await pageCookie(server.url) });
    expect(screen.text).toMatch(/<textarea[^>]*name="openingHours_ny"[^>]*lang="ny"/);
  });

  it("shows empty lists as Coming Soon rather than an empty page", async () => {
    for (const path of ["/PictureGarlery", "/promotions", "/festive", "/Boardteam", "/Managementeam"]) {
      const res = await api(server.url, path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toContain(recordsWords.t("en", "comingSoon"));
    }
  });

  it("counts the page form and the API against one limit, and says when to try again", async () => {
    const fields = (i: number) => contactForm({ name: `Guest ${i}`, email: `guest${i}@example.com`, phonenumber: "0999 123 456", message: "Hello" });
    // A refused (invalid) message is not counted.
    expect((await page(server.url, "/ContactUs", { form: contactForm({ name: "typo" }) })).status).toBe(422);
    for (let i = 0; i < 3; i++) expect((await page(server.url, "/ContactUs", { form: fields(i) })).status).toBe(303);
    for (let i = 3; i < 5; i++) {
      expect((await api(server.url, "/api/contacts", { method: "POST", body: JSON.stringify(fields(i)) })).status).toBe(201);
    }
    const refused = await page(server.url, "/ContactUs", { form: fields(6) });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(500);
    expect(wait).toBeLessThanOrEqual(600);
    expect(refused.text).toContain(contactsWords.t("en", "contactFailed"));
    expect(refused.text).toContain(limitsWords.t("en", "tooManyAttempts", { seconds: wait }).replace(/\d+ seconds/, ""));
    // The visitor's message is kept for when the wait is over.
    expect(refused.text).toContain('value="Guest 6"');
    const apiRefused = await api(server.url, "/api/contacts", { method: "POST", body: JSON.stringify(fields(7)) });
    expect(apiRefused.status).toBe(429);
    const stored = await api(server.url, "/api/contacts", { token: admin });
    expect(stored.body.data).toHaveLength(5);
  });
});
