import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { hotelClock, hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { demoPdf } from "../../db/seed/demo-pdf";
import { api, imageForm, jpeg, loginAsStaff, servers } from "../support/api-client";
import { publicParts } from "~/components/public/public-parts-catalog";
import { newsletterWords } from "~/features/newsletter/newsletter-words";
import { reservationsWords } from "~/features/reservations/reservations-words";
import { tendersCatalog } from "~/features/tenders/tenders-catalog";
import { fieldWords } from "~/platform/forms/field-words";

/**
 * The service pages, offers, gallery, documents, careers, tenders and Book Now in Chichewa
 * (DECISIONS §10, decision 042): each answers under /ny/ in Chichewa, its English twin stays
 * English word for word, and forms sent without JavaScript answer and redirect in the
 * language of the page they came from. Language does not depend on the engine: SQLite only.
 */
const HOUR = 3_600_000;
const tag = () => randomUUID().slice(0, 8);
const sqlite = servers().filter((server) => server.engine === "sqlite");

/**
 * The page's HTML as a reader sees it: the scripts left out (their data carries the English
 * the server speaks, as the API does) and React's escaping undone for the characters these
 * checks use.
 */
async function page(url: string, pathname: string, init: RequestInit = {}) {
  const res = await fetch(url + pathname, { redirect: "manual", ...init });
  const html = (await res.text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"');
  return { status: res.status, html, headers: res.headers };
}

/** A form post from the site's own page, as a browser without JavaScript sends it. */
function post(url: string, pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return page(url, pathname, {
    method: "POST",
    headers: { accept: "text/html", origin: url, "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Each page, a few of its words in Chichewa, and the same words in English on its English twin. */
const PAGES: { path: string; ny: string[]; en: string[] }[] = [
  { path: "/accomodationService", ny: ["<title>Malo Ogona |", "Zipinda ndi Ma Suite", "Sungitsani malo ogona", "Gulu Losamalira Zipinda"], en: ["<title>Accommodation |", "Rooms & Suites", "Book your stay", "House Keeping Team"] },
  { path: "/leisure-activities", ny: ["Zosangalatsa za banja lonse", "Nthawi zotsegula"], en: ["Activities for all the family", "Opening hours"] },
  { path: "/BarService", ny: ["Malo omwera atatu, mpweya wosiyanasiyana"], en: ["Three bars, three moods"] },
  { path: "/RestrauntService", ny: ["Komwe mungadye", "Sungitsani Tebulo", "Gulu la Malo Odyera"], en: ["Where to dine", "Our bars", "Dining Team"] },
  { path: "/Health&Wellness", ny: ["Gym, dziwe losambira ndi makalasi", "Nthawi za spa"], en: ["Gym, pool and classes", "Spa hours"] },
  {
    path: "/ConferenceService",
    ny: ["Tchati cha kuchuluka kwa anthu", '<th scope="col">Kalasi</th>', "Zipinda za zochitika", 'content="Zipinda 12 za zochitika'],
    en: ["Capacity chart", '<th scope="col">Classroom</th>', "Event rooms", 'content="12 event rooms'],
  },
  { path: "/festive", ny: ["<title>Zotsatsa za Zikondwerero |", "Mapaketi"], en: ["<title>Festive Offers |", "Packages"] },
  { path: "/promotions", ny: ["Zotsatsa zomwe zilipo"], en: ["Current promotions"] },
  { path: "/PictureGarlery", ny: ["Yang'anani mozungulira hotelo"], en: ["A look around the hotel"] },
  { path: "/Document", ny: ["Zikalata Zotsitsa"], en: ["Documents & Downloads"] },
  { path: "/career", ny: ["Gwirani ntchito nafe", 'placeholder="mwachitsanzo, Chef"'], en: ["Work with us", 'placeholder="e.g. Chef"'] },
  { path: "/Tender", ny: ["<title>Ma Tender |", "Nthawi zotseka ndi za ku Lilongwe"], en: ["<title>Tenders |", "Closing times are Lilongwe time"] },
  { path: "/booking", ny: ["Sungitsani Malo Ogona", "Pezani chipinda", "Onani malo opezeka"], en: ["Book Your Stay", "Find a room", "Check availability"] },
];

describe.each(sqlite)("service pages and booking in Chichewa on $engine", ({ url }) => {
  let admin: string;
  beforeAll(async () => void (admin = await loginAsStaff(url)));

  it.each(PAGES)("answers $path in Chichewa under /ny/ and keeps the English page English", async ({ path, ny, en }) => {
    const chichewa = await page(url, `/ny${path}`);
    expect(chichewa.status).toBe(200);
    expect(chichewa.html).toContain('<html lang="ny"');
    for (const words of ny) expect(chichewa.html, words).toContain(words);
    for (const words of en) expect(chichewa.html, words).not.toContain(words);

    const english = await page(url, path);
    expect(english.status).toBe(200);
    expect(english.html).toContain('<html lang="en-GB"');
    for (const words of en) expect(english.html, words).toContain(words);
    for (const words of ny) expect(english.html, words).not.toContain(words);
  });

  it("describes the convention centre to search engines in the page's language", async () => {
    const chichewa = await (await fetch(`${url}/ny/ConferenceService`)).text();
    expect(chichewa).toContain('"description":"Holo ya misonkhano yokhala ndi zipinda 12 za zochitika');
    expect(chichewa).toContain("Ma projekita ndi ma sikirini akuluakulu");
    const english = await (await fetch(`${url}/ConferenceService`)).text();
    expect(english).toContain('"description":"Convention centre with 12 event rooms');
    expect(english).toContain("Projectors and large screens");
  });

  it("gives search engines the home, events and contact pages' structured data in the page's language, the hotel's name and address as they are", async () => {
    const ld = async (pathname: string) => {
      const html = await (await fetch(url + pathname)).text();
      expect(html, pathname).toContain(`<meta property="og:locale" content="${pathname.startsWith("/ny") ? "ny_MW" : "en_GB"}"/>`);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>);
      expect(blocks, pathname).toHaveLength(1);
      return blocks[0]!;
    };
    const settings = (await api(url, "/api/settings")).body.data as { hotelName: string; address: string };
    const address = { "@type": "PostalAddress", streetAddress: settings.address, addressLocality: "Lilongwe", addressCountry: "MW" };

    const hotelNy = await ld("/ny/");
    expect(hotelNy).toMatchObject({ "@type": "Hotel", name: settings.hotelName, address, mainEntityOfPage: { "@type": "WebPage", url: `${url}/ny`, inLanguage: "ny" } });
    expect(hotelNy.description).toContain("hotelo ya nyenyezi zisanu m'dera la zamalonda");
    const hotelEn = await ld("/");
    expect(hotelEn).toMatchObject({ name: settings.hotelName, address, mainEntityOfPage: { inLanguage: "en-GB" } });
    expect(hotelEn.description).toContain("a five-star hotel in Lilongwe");

    const venueNy = await ld("/ny/ConferenceService");
    expect(venueNy).toMatchObject({ "@type": "EventVenue", name: `Holo ya misonkhano ya ${settings.hotelName}`, address, url: `${url}/ny/ConferenceService`, mainEntityOfPage: { inLanguage: "ny" } });
    expect(venueNy.containedInPlace).toMatchObject({ "@type": "Hotel", name: settings.hotelName });
    const venueEn = await ld("/ConferenceService");
    expect(venueEn).toMatchObject({ name: `${settings.hotelName} convention centre`, url: `${url}/ConferenceService`, mainEntityOfPage: { inLanguage: "en-GB" } });

    const contactNy = await ld("/ny/ContactUs");
    expect(contactNy).toMatchObject({ "@type": "ContactPage", inLanguage: "ny", mainEntity: { "@type": "Hotel", name: settings.hotelName, address } });
    expect(contactNy.name).toMatch(/^Lumikizanani/);
    expect((await ld("/ContactUs")).inLanguage).toBe("en-GB");
  });

  it("keeps the booking bar and the booking forms on Chichewa addresses, and the hand-off in Chichewa", async () => {
    const accommodation = (await page(url, "/ny/accomodationService")).html;
    expect(accommodation).toContain('action="/ny/booking-search"');
    expect((await page(url, "/accomodationService")).html).toContain('action="/booking-search"');

    // A search that does not add up goes back to the Chichewa page, which words the problem in Chichewa.
    const back = await page(url, `/ny/booking-search?${new URLSearchParams({ arrival: addDays(hotelDate(), -3), departure: hotelDate(), from: "/accomodationService" })}`);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/ny/accomodationService?booking=arrival#book");
    expect((await page(url, "/ny/accomodationService?booking=departure")).html).toContain("Chonde sankhani tsiku lonyamuka lomwe lili pambuyo pa tsiku lofika.");
    const arrival = addDays(hotelDate(), 40);
    const onward = await page(url, `/ny/booking-search?${new URLSearchParams({ arrival, departure: addDays(arrival, 2), adults: "2", children: "0" })}`);
    expect(onward.headers.get("location")).toMatch(/^\/ny\/booking\?arrival=/);
    const english = await page(url, `/booking-search?${new URLSearchParams({ arrival, departure: addDays(arrival, 2) })}`);
    expect(english.headers.get("location")).toMatch(/^\/booking\?arrival=/);
  });

  it("books in Chichewa: the stay's nights and party, the request form and its messages", async () => {
    const room = await api(url, "/api/rooms", {
      method: "POST",
      token: admin,
      body: imageForm({ name: `Chichewa Room ${tag()}`, fee: "150000", inventory: "3", maxGuests: "2" }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
    });
    expect(room.status, JSON.stringify(room.body)).toBe(201);
    const arrival = "2027-03-01"; // a Monday
    const query = new URLSearchParams({ arrival, departure: "2027-03-03", adults: "2", children: "1", roomType: String(room.body.data.id) });

    const results = (await page(url, `/ny/booking?${query}`)).html;
    expect(results).toContain("Lolemba 1 Malichi – Lachitatu 3 Malichi 2027 (mausiku 2), akuluakulu 2, mwana 1");
    expect(results).toContain("Anthu 2 pa chipinda · mausiku 2 · zipinda 2 za gulu lanu");
    expect(results).toContain(reservationsWords.t("ny", "reservationNoPayment") ?? reservationsWords.t("en", "reservationNoPayment"));
    expect(results).toContain(`action="/ny/booking?${query}"`);
    expect(results).toContain("Tumizani pempho");

    // A request without a name, posted without JavaScript: the field's message in Chichewa.
    const refused = await post(url, `/ny/booking?${query}`, { ...Object.fromEntries(query), rooms: "2", name: "", email: "thoko@example.com", phone: "0999 123 456" });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain(reservationsWords.t("ny", "guestNameRequired"));
    expect(refused.html).not.toContain(reservationsWords.t("en", "guestNameRequired"));

    const past = (await page(url, `/ny/booking?${new URLSearchParams({ arrival: addDays(hotelDate(), -2), departure: hotelDate() })}`)).html;
    expect(past).toContain(reservationsWords.t("ny", "arrivalInPast"));
    expect((await page(url, `/booking?${query}`)).html).toContain("Mon 1 Mar – Wed 3 Mar 2027 (2 nights), 2 adults, 1 child");
  });

  it("shows a tender's countdown, dates and follow form in Chichewa, and answers the form in Chichewa", async () => {
    const { date, time } = hotelClock(new Date(Date.now() + 12 * 24 * HOUR));
    const name = `Kitchen Linen ${tag()}`;
    const created = await api(url, "/api/tender", {
      method: "POST",
      token: admin,
      body: imageForm({ name, closingDate: date, closingTime: time }, { bytes: demoPdf(name, ["Chichewa test."]), name: "t.pdf", type: "application/pdf" }, "document"),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;

    const list = (await page(url, "/ny/Tender")).html;
    expect(list).toMatch(new RegExp(`href="/ny/Tender/${id}"[^>]*>${name}</a><span class="tender-countdown" data-state="open">Itseka pakatha masiku 1[12]</span>`));
    const tender = await page(url, `/ny/Tender/${id}`);
    expect(tender.status).toBe(200);
    expect(tender.html).toContain("Tsatirani tender iyi");
    expect(tender.html).toMatch(/Itseka <time [^>]+>(Lamulungu|Lolemba|Lachiwiri|Lachitatu|Lachinayi|Lachisanu|Loweruka) \d+ \w+ \d{4} pa \d\d:\d\d \(nthawi ya ku Lilongwe\)<\/time>/);
    expect(tender.html).toContain("Palibe zowonjezera mpaka pano.");

    const wrong = await post(url, `/ny/Tender/${id}`, { intent: "follow", email: "nope" });
    expect(wrong.status).toBe(422);
    expect(wrong.html).toContain(fieldWords.t("ny", "emailInvalid"));
    const followed = await post(url, `/ny/Tender/${id}`, { intent: "follow", email: `bids-${tag()}@example.com` });
    expect(followed.status).toBe(200);
    expect(followed.html).toContain(tendersCatalog.t("ny", "tenderFollowRequested"));
    expect((await page(url, `/Tender/${id}`)).html).toContain("Follow this tender");
  });

  it("finds vacancies in Chichewa and gives each one its Chichewa page", async () => {
    const closingDate = addDays(hotelDate(), 30);
    const created = await api(url, "/api/vacancies", { method: "POST", token: admin, body: JSON.stringify({ name: `Pastry Chef ${tag()}`, closingDate, vacancy: "<p>Bake for our guests.</p>" }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, name } = created.body.data as { id: number; name: string };

    const none = (await page(url, "/ny/career?q=zzzqqq")).html;
    expect(none).toContain("Mipata 0 ya ntchito ikugwirizana ndi “zzzqqq”");
    expect(none).toContain("Palibe mpata wa ntchito wogwirizana ndi “zzzqqq”.");
    const one = (await page(url, `/ny/career?q=${encodeURIComponent(name)}`)).html;
    expect(one).toContain(`Mpata 1 wa ntchito ukugwirizana ndi “${name}”`);
    expect(one).toMatch(new RegExp(`href="/ny/career/${id}"`));

    const vacancy = await page(url, `/ny/career/${id}`);
    expect(vacancy.status).toBe(200);
    expect(vacancy.html).toContain(`<title>${name} – Ntchito |`);
    expect(vacancy.html).toMatch(/Tsiku lomaliza lofunsira ndi <time dateTime="[\d-]+">\d+ (Januwale|Febuluwale|Malichi|Epulo|Meyi|Juni|Julayi|Ogasiti|Seputembala|Okutobala|Novembala|Disembala) \d{4}<\/time>\./);
    expect(vacancy.html).toContain("Funsirani ntchitoyi");
    expect(vacancy.html).toContain("Tumizani kalata yanga");
  });

  it("answers the emails' link pages in Chichewa, even for a link that is spent", async () => {
    const cancel = (await page(url, "/ny/booking/cancel/not-a-real-token")).html;
    expect(cancel).toContain("<title>Kukhala kwanu</title>");
    expect(cancel).toContain(reservationsWords.t("ny", "reservationCancelLinkInvalid"));
    expect(cancel).toContain('href="/ny"');
    for (const [path, title] of [
      ["/ny/newsletter-confirm/not-a-real-token", "Tsimikizani kulembetsa kalata ya nkhani"],
      ["/ny/unsubscribe/not-a-real-token", "Siyani kulandira kalata ya nkhani"],
      ["/ny/tender-updates/confirm/not-a-real-token", "Tsimikizani kulandira nkhani za tender"],
      ["/ny/tender-updates/unsubscribe/not-a-real-token", "Siyani kulandira nkhani za tender"],
    ]) {
      const html = (await page(url, path!)).html;
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toContain(publicParts.t("ny", "newsletterLinkInvalid"));
    }
    // Leaving takes one press, and the page says it is done in Chichewa.
    const left = await post(url, "/ny/unsubscribe/not-a-real-token", {});
    expect(left.html).toContain(newsletterWords.t("ny", "newsletterUnsubscribed"));
    expect((await page(url, "/booking/cancel/not-a-real-token")).html).toContain(reservationsWords.t("en", "reservationCancelLinkInvalid"));
  });

  it("sends a newsletter sign-up without JavaScript back in the language of the form it came from", async () => {
    const fromChichewa = await post(url, "/ny/newsletter-signup", { newsletter: "not-an-email" }, { referer: `${url}/ny/festive` });
    expect(fromChichewa.status).toBe(303);
    expect(fromChichewa.headers.get("location")).toBe("/ny/festive?newsletter=invalid#newsletter");
    // A Chichewa form on a page whose address was English (no Referer path in Chichewa) still lands in Chichewa.
    const noReferer = await post(url, "/ny/newsletter-signup", { newsletter: "not-an-email" });
    expect(noReferer.headers.get("location")).toBe("/ny?newsletter=invalid#newsletter");
    const english = await post(url, "/newsletter-signup", { newsletter: "not-an-email" }, { referer: `${url}/festive` });
    expect(english.headers.get("location")).toBe("/festive?newsletter=invalid#newsletter");
    expect((await page(url, "/ny/newsletter-signup")).headers.get("location")).toBe("/ny");
  });
});
