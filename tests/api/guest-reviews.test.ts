import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewsStaffWords } from "~/features/reviews/reviews-staff-words";
import { recordsWords } from "~/platform/records/records-words";
import { api, createMember, imageForm, jpeg, loginAsStaff } from "../support/api-client";
import { type RunningServer, startServer } from "../support/start-server";

type Review = { id: number; quote: string; guestName: string; stay: string | null; rating: number | null; untranslated?: string[] };

const json = (body: unknown) => JSON.stringify(body);

/** The home page's trust section alone, its HTML entities read back as text. */
function trustSectionOf(html: string): string {
  const start = html.indexOf('aria-labelledby="trust-title"');
  expect(start, "the home page has a trust section").toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</section>", start)).replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
}

/**
 * Guest reviews (features/reviews) and the home page's trust section. Servers of this file's
 * own, one per engine: the section shows the settings' times and social links, which these
 * tests change, and the newest reviews, which other suites' home pages should not gain.
 */
describe.each(["sqlite", "postgres"] as const)("guest reviews and the home page's trust section on %s", (engine) => {
  let server: RunningServer;
  let url: string;
  let staff: string;

  beforeAll(async () => {
    server = await startServer({ engine, env: { SEED_DEMO: "false" } });
    url = server.url;
    staff = await loginAsStaff(url);
  });

  afterAll(async () => {
    await server?.stop();
  });

  const create = (body: Record<string, unknown>) => api(url, "/api/reviews", { method: "POST", token: staff, body: json(body) });

  it("lets staff add, change and delete a review, each write in the activity log; visitors and members may only read", async () => {
    const created = await create({ quote: "A calm, kind welcome after a long drive.", guestName: "Mphatso J., Mzuzu", stay: "Stayed two nights, May 2026", rating: 4 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe(recordsWords.t("en", "saved"));
    expect(created.body.data).toMatchObject({ quote: "A calm, kind welcome after a long drive.", guestName: "Mphatso J., Mzuzu", stay: "Stayed two nights, May 2026", rating: 4 });
    const id = created.body.data.id as number;

    // Stay and rating are optional: left out (or blank in a form) they are null, not "" or 0.
    const updated = await api(url, `/api/reviews/${id}`, { method: "PUT", token: staff, body: json({ quote: "A calm, kind welcome.", guestName: "Mphatso J." }) });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ id, quote: "A calm, kind welcome.", guestName: "Mphatso J.", stay: null, rating: null });
    const asForm = await api(url, `/api/reviews/${id}`, { method: "PUT", token: staff, body: imageForm({ quote: "A calm, kind welcome.", guestName: "Mphatso J.", stay: " ", rating: "" }) });
    expect(asForm.status, JSON.stringify(asForm.body)).toBe(200);
    expect(asForm.body.data).toMatchObject({ stay: null, rating: null });

    // Nobody but staff writes.
    const member = await createMember(url);
    for (const [as, status] of [[{}, 401], [{ token: member.token }, 403]] as const) {
      expect((await api(url, "/api/reviews", { method: "POST", body: json({ quote: "Fake praise.", guestName: "Someone" }), ...as })).status).toBe(status);
      expect((await api(url, `/api/reviews/${id}`, { method: "DELETE", ...as })).status).toBe(status);
    }
    expect(((await api(url, "/api/reviews")).body.data as Review[]).map((r) => r.quote)).toEqual(["A calm, kind welcome."]);

    const removed = await api(url, `/api/reviews/${id}`, { method: "DELETE", token: staff });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(recordsWords.t("en", "deleted"));
    expect((await api(url, `/api/reviews/${id}`)).status).toBe(404);

    const log = await api(url, "/api/activity?type=guest_reviews", { token: staff });
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    const entries = (log.body.data as { subjectId: number; action: string; subjectLabel: string }[]).filter((e) => e.subjectId === id);
    expect(entries.map((e) => [e.action, e.subjectLabel])).toEqual([
      ["delete", "Mphatso J."],
      ["update", "Mphatso J."],
      ["update", "Mphatso J."],
      ["create", "Mphatso J., Mzuzu"],
    ]);
  });

  it("refuses what is missing, too long or not a star rating, each with its field's message, and stores nothing", async () => {
    const missing = await create({ quote: "   ", stay: "Weekend" });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ quote: [reviewsStaffWords.t("en", "quoteRequired")], guestName: [reviewsStaffWords.t("en", "guestNameRequired")] });
    expect(reviewsStaffWords.t("en", "quoteRequired")).toBe("The guest's words are required");

    const tooLong = await create({ quote: "a".repeat(401), guestName: "b".repeat(101), stay: "c".repeat(121), quote_ny: "d".repeat(401) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual({
      quote: [reviewsStaffWords.t("en", "quoteTooLong", { max: 400 })],
      guestName: [reviewsStaffWords.t("en", "guestNameTooLong", { max: 100 })],
      stay: [reviewsStaffWords.t("en", "stayTooLong", { max: 120 })],
      quote_ny: [reviewsStaffWords.t("en", "quoteTooLong", { max: 400 })],
    });
    // 400 characters exactly is a whole quote.
    const longest = await create({ quote: "e".repeat(400), guestName: "Longest Quote" });
    expect(longest.status).toBe(201);

    for (const rating of [0, 6, 4.5, "five", true]) {
      const refused = await create({ quote: "Lovely.", guestName: "Rating Test", rating });
      expect(refused.status, String(rating)).toBe(422);
      expect(refused.body.errors, String(rating)).toEqual({ rating: [reviewsStaffWords.t("en", "ratingInvalid")] });
    }
    const names = ((await api(url, "/api/reviews", { token: staff })).body.data as Review[]).map((r) => r.guestName);
    expect(names).not.toContain("Rating Test");
    expect(names.filter((name) => name === "Longest Quote")).toHaveLength(1);
    await api(url, `/api/reviews/${longest.body.data.id}`, { method: "DELETE", token: staff });
  });

  it("lists reviews to anyone, in Chichewa where staff gave a version and in English (said so) where not", async () => {
    const both = (await create({ quote: "Breakfast on the terrace was perfect.", quote_ny: "Chakudya cham'mawa pa bwalo chinali chabwino kwambiri.", guestName: "Ruth K.", stay: "January 2026", stay_ny: "Januwale 2026", rating: 5 })).body.data as Review;
    const englishOnly = (await create({ quote: "Wonderful pool.", guestName: "Tom P." })).body.data as Review;

    const list = await api(url, "/api/reviews");
    expect(list.status).toBe(200);
    expect((list.body.data as Review[]).find((r) => r.id === both.id)).toMatchObject({ quote: "Breakfast on the terrace was perfect.", stay: "January 2026", rating: 5 });

    const chichewa = await api(url, "/api/reviews?lang=ny");
    expect(chichewa.headers.get("content-language")).toBe("ny");
    const inNy = chichewa.body.data as Review[];
    expect(inNy.find((r) => r.id === both.id)).toMatchObject({ quote: "Chakudya cham'mawa pa bwalo chinali chabwino kwambiri.", stay: "Januwale 2026", guestName: "Ruth K.", untranslated: [] });
    expect(inNy.find((r) => r.id === englishOnly.id)).toMatchObject({ quote: "Wonderful pool.", untranslated: ["quote", "stay"] });

    for (const review of [both, englishOnly]) await api(url, `/api/reviews/${review.id}`, { method: "DELETE", token: staff });
  });

  it("shows the newest two reviews, the latest awards, the stay's times and only the social links that are set on the home page, in both languages", async () => {
    // No reviews, no awards, no links yet: the times from the settings' defaults still show.
    const bare = trustSectionOf(await (await fetch(url + "/")).text());
    expect(bare).toContain("14:00");
    expect(bare).toContain("11:00");
    expect(bare).not.toContain("<blockquote");
    expect(bare).not.toContain("Follow us");

    const oldest = (await create({ quote: "The oldest review, not shown.", guestName: "Old Guest", rating: 3 })).body.data as Review;
    const middle = (await create({ quote: "Staff who remember your name.", guestName: "Amara N., Nairobi", stay: "Business stay, April 2026", rating: 4 })).body.data as Review;
    const newest = (await create({
      quote: "The staff remembered our anniversary.",
      quote_ny: "Ogwira ntchito anakumbukira tsiku lathu.",
      guestName: "Chikondi B., Blantyre",
      stay: "Stayed in the Presidential Suite, March 2026",
      stay_ny: "Anakhala m'Presidential Suite, Malichi 2026",
      rating: 5,
    })).body.data as Review;
    const award = await api(url, "/api/awards", { method: "POST", token: staff, body: imageForm({ name: "Travellers’ Choice", year: "2025", name_ny: "Kusankha kwa Alendo" }, { bytes: await jpeg(400, 400), name: "a.jpg", type: "image/jpeg" }) });
    expect(award.status, JSON.stringify(award.body)).toBe(201);
    const settings = await api(url, "/api/settings", {
      method: "PUT",
      token: staff,
      body: json({ checkInHour: 15, checkOutHour: 10, facebookUrl: "https://www.facebook.com/umodzipark", instagramUrl: "", xUrl: "", linkedinUrl: "", tripadvisorUrl: "https://www.tripadvisor.com/Hotel_Review-umodzi" }),
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);

    const english = trustSectionOf(await (await fetch(url + "/")).text());
    expect(english).toContain("The staff remembered our anniversary.");
    expect(english).toContain("Chikondi B., Blantyre");
    expect(english).toContain("Stayed in the Presidential Suite, March 2026");
    expect(english).toContain("Staff who remember your name.");
    expect(english).not.toContain("The oldest review, not shown.");
    // Stars for the eye, hidden from screen readers, which read the rating in words.
    expect(english).toContain('<span aria-hidden="true">★★★★★</span><span class="visually-hidden">Rated 5 out of 5</span>');
    expect(english).toContain('<span aria-hidden="true">★★★★☆</span><span class="visually-hidden">Rated 4 out of 5</span>');
    expect(english.indexOf("The staff remembered our anniversary.")).toBeLessThan(english.indexOf("Staff who remember your name."));
    expect(english).toContain("Travellers’ Choice");
    expect(english).toContain('href="/Awards"');
    expect(english).toMatch(/Check-in from<\/dt><dd>15:00<\/dd>/);
    expect(english).toMatch(/Check-out by<\/dt><dd>10:00<\/dd>/);
    expect(english).toContain('href="https://www.facebook.com/umodzipark"');
    expect(english).toContain('href="https://www.tripadvisor.com/Hotel_Review-umodzi"');
    for (const unset of ["Instagram", "LinkedIn", ">X<"]) expect(english).not.toContain(unset);

    const chichewa = trustSectionOf(await (await fetch(url + "/ny")).text());
    expect(chichewa).toContain("Ogwira ntchito anakumbukira tsiku lathu.");
    expect(chichewa).toContain("Anakhala m'Presidential Suite, Malichi 2026");
    expect(chichewa).toContain("Nyenyezi 5 mwa 5");
    // A review staff gave no Chichewa for shows in English, marked so for screen readers.
    expect(chichewa).toContain('<blockquote class="review-quote" lang="en"><p>Staff who remember your name.</p></blockquote>');
    expect(chichewa).toContain("Kusankha kwa Alendo");
    expect(chichewa).toMatch(/Kulowa kuyambira<\/dt><dd>15:00<\/dd>/);
    expect(chichewa).toContain("Titsatireni");
    expect(chichewa).toContain('href="/ny/Awards"');

    for (const review of [oldest, middle, newest]) await api(url, `/api/reviews/${review.id}`, { method: "DELETE", token: staff });
    await api(url, `/api/awards/${award.body.data.id}`, { method: "DELETE", token: staff });
  });
});
