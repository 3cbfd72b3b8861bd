import { beforeAll, describe, expect, it } from "vitest";
import { api, createMember, imageForm, jpeg, loginAsStaff, mediaFiles, servers } from "../support/api-client";
import { adminWords } from "~/components/admin/admin-words";
import { advertsStaffWords } from "~/features/adverts/adverts-words";
import { conferenceRoomsStaffWords } from "~/features/conference-rooms/conference-rooms-words";
import { managementTeamStaffWords } from "~/features/management-team/management-team-words";
import { offersStaffWords } from "~/features/offers/offers-words";
import { authStaffWords } from "~/platform/auth/auth-staff-words";
import { fieldWords } from "~/platform/forms/field-words";
import { mediaStaffWords } from "~/platform/media/media-words";
import { recordsWords } from "~/platform/records/records-words";

/**
 * Every content type on the shared record layer, one entry each: SPEC §7 paths and verbs,
 * deny tests beside allow tests, field messages, file clean-up. A new type adds its entry.
 */
interface ContentType {
  path: string;
  /** Names the seed puts there (the list must show them). */
  seeded: string[];
  /** Valid fields for a create, and a change for the update. */
  valid: Record<string, string>;
  change: Record<string, string | number>;
  /** Blank fields and the message each must give. */
  required: Record<string, string>;
  picture: "required" | "optional";
  /** The field that names a record in the list (default `name`; adverts have a `title`). */
  nameField?: string;
  /** The picture's multipart field and its address in the answer (default `image`; adverts: `media`). */
  fileField?: string;
  /** How the API answers `valid` when it differs from what was sent (a rate sent as text comes back a number). */
  validAs?: Record<string, unknown>;
}

const CONTENT_TYPES: ContentType[] = [
  {
    path: "/api/bar",
    seeded: ["bush bar", "afroma bar", "orchid bar"],
    valid: { name: "pool bar", message: "Cocktails by the pool, 10:00–18:00." },
    change: { name: "pool bar", message: "Cocktails by the pool until sunset." },
    required: { name: fieldWords.t("en", "nameRequired"), message: adminWords.t("en", "messageRequired") },
    picture: "required",
  },
  {
    path: "/api/restraunt",
    seeded: ["main", "afroma restraunt", "orchid restraunt"],
    valid: { name: "garden terrace", message: "Breakfast under the msuku trees, 6:30–10:30." },
    change: { name: "garden terrace", message: "Breakfast and lunch on the garden terrace." },
    required: { name: fieldWords.t("en", "nameRequired"), message: adminWords.t("en", "messageRequired") },
    picture: "required",
  },
  {
    path: "/api/hws",
    seeded: ["main", "GYM", "Aerobics", "Swimming Pool"],
    valid: { name: "Yoga", message: "Sunrise yoga by the pool, Saturdays at 6:30." },
    change: { name: "Yoga", message: "Sunrise yoga by the pool, Saturdays and Sundays at 6:30." },
    required: { name: fieldWords.t("en", "nameRequired"), message: adminWords.t("en", "messageRequired") },
    picture: "required",
  },
  {
    path: "/api/bteam",
    seeded: ["Dr Grace Chilima", "Ms Ruth Mhango"],
    valid: { name: "Mr Kondwani Nkhoma" },
    change: { name: "Dr Kondwani Nkhoma" },
    required: { name: fieldWords.t("en", "nameRequired") },
    picture: "required",
  },
  {
    path: "/api/mteam",
    seeded: ["Chikondi Banda", "Wezi Munthali"],
    valid: { name: "Chimwemwe Saka", position: "EXECUTIVE CHEF" },
    change: { name: "Chimwemwe Saka", position: "RESTAURANT MANAGER", sort_order: 3 },
    required: { name: fieldWords.t("en", "nameRequired"), position: managementTeamStaffWords.t("en", "positionRequired") },
    picture: "required",
  },
  {
    path: "/api/partners",
    seeded: ["Warm Heart Travel", "Chambo Air Link"],
    valid: { name: "Lake Malawi Lodges", link: "https://lodges.example.mw/" },
    change: { name: "Lake Malawi Lodges & Camps", link: "" },
    required: { name: fieldWords.t("en", "nameRequired") },
    picture: "required",
  },
  {
    path: "/api/gallery",
    seeded: ["The heated outdoor pool", "The gardens in bloom"],
    valid: { name: "Sundowners on the terrace" },
    change: { name: "Sundowners on the Afroma terrace" },
    required: { name: fieldWords.t("en", "nameRequired") },
    picture: "required",
  },
  {
    path: "/api/promotions",
    seeded: ["Winter", "Summer", "Weekend", "Independence day", "Mothers Day", "Labour Day"],
    valid: { name: "Summer", fee: "99000", message: "Two nights by the pool with breakfast." },
    validAs: { name: "Summer", fee: 99000, message: "Two nights by the pool with breakfast." },
    change: { name: "Winter", fee: 89000, message: "Two cosy nights with breakfast." },
    required: { name: offersStaffWords.t("en", "promotionNameRequired"), fee: offersStaffWords.t("en", "feeRequired"), message: adminWords.t("en", "messageRequired") },
    picture: "optional",
  },
  {
    path: "/api/festivals",
    seeded: ["Christmas", "New Year", "Easter"],
    valid: { name: "Diwali", fee: "70000", message: "A festival of lights dinner." },
    validAs: { name: "Diwali", fee: 70000, message: "A festival of lights dinner." },
    change: { name: "Christmas", fee: 90000, message: "Christmas lunch for the family." },
    required: { name: offersStaffWords.t("en", "festiveNameRequired"), fee: offersStaffWords.t("en", "feeRequired"), message: adminWords.t("en", "messageRequired") },
    picture: "optional",
  },
  {
    path: "/api/activities",
    seeded: ["Go Carts", "Rollers", "Play Centre", "Aerobics"],
    valid: { name: "Rollers", fee: "7000", message: "Roller skating for all ages." },
    validAs: { name: "Rollers", fee: 7000, message: "Roller skating for all ages." },
    change: { name: "Go Carts", fee: 16000, message: "Ten laps of the go-kart track." },
    required: { name: offersStaffWords.t("en", "activityNameRequired"), fee: offersStaffWords.t("en", "feeRequired"), message: adminWords.t("en", "messageRequired") },
    picture: "optional",
  },
  {
    path: "/api/adverts",
    // Visitors see the current demo advert; the expired one is checked in adverts.test.ts.
    seeded: ["Weekend price-breaker"],
    nameField: "title",
    fileField: "media",
    valid: { title: "Spa days", description: "Half-price massages", period: "2099-12-31", tag: "spa", rates: "2" },
    validAs: { title: "Spa days", description: "Half-price massages", period: "2099-12-31", tag: "spa", rates: 2 },
    change: { title: "Spa days in December", period: "2099-12-24" },
    required: { period: advertsStaffWords.t("en", "periodRequired") },
    picture: "required",
  },
  {
    path: "/api/events",
    seeded: ["main", "Banqueting Hall", "Main Foyer", "Mafumu Suite", "MultiFunctional Rooms", "Conference Rooms"],
    valid: { name: "Conference Rooms", fee: "Nthiwatiwa", capacity: "Boardroom for 16", boardroom: "16" },
    validAs: { name: "Conference Rooms", fee: "Nthiwatiwa", capacity: "Boardroom for 16", boardroom: 16, cinema: null },
    change: { name: "Conference Rooms", fee: "Nthiwatiwa", capacity: "Boardroom for 18", boardroom: 18, u_shape: 14 },
    required: { name: conferenceRoomsStaffWords.t("en", "hallRequired"), fee: conferenceRoomsStaffWords.t("en", "subRoomRequired"), capacity: conferenceRoomsStaffWords.t("en", "capacityRequired") },
    picture: "required",
  },
];

describe.each(servers())("content types on $engine", ({ url, dataDir }) => {
  let staff: string;
  let member: string;

  beforeAll(async () => {
    staff = await loginAsStaff(url);
    member = (await createMember(url)).token;
  });

  describe.each(CONTENT_TYPES)("$path", (type) => {
    it("lists the seeded records for everyone", async () => {
      const res = await api(url, type.path);
      expect(res.status).toBe(200);
      const names = res.body.data.map((r: Record<string, unknown>) => r[type.nameField ?? "name"]);
      for (const name of type.seeded) expect(names).toContain(name);
    });

    it("refuses writes without a login (401) and from a member (403)", async () => {
      const form = () => imageForm(type.valid);
      expect((await api(url, type.path, { method: "POST", body: form() })).status).toBe(401);
      const asMember = await api(url, type.path, { method: "POST", body: form(), token: member });
      expect(asMember.status).toBe(403);
      expect(asMember.body.message).toBe(authStaffWords.t("en", "staffOnly"));
      expect((await api(url, `${type.path}/1`, { method: "PUT", body: JSON.stringify(type.change), token: member })).status).toBe(403);
      expect((await api(url, `${type.path}/1`, { method: "DELETE", token: member })).status).toBe(403);
      expect((await api(url, `${type.path}/1`, { method: "DELETE" })).status).toBe(401);
    });

    it("gives each blank field its message, all at once", async () => {
      const blank = Object.fromEntries(Object.keys(type.required).map((k) => [k, "  "]));
      const res = await api(url, type.path, { method: "POST", token: staff, body: imageForm({ ...type.valid, ...blank }) });
      expect(res.status).toBe(422);
      for (const [field, message] of Object.entries(type.required)) expect(res.body.errors[field]).toEqual([message]);
      if (type.picture === "required") {
        const noPicture = await api(url, type.path, { method: "POST", token: staff, body: imageForm(type.valid) });
        expect(noPicture.status).toBe(422);
        expect(noPicture.body.errors[type.fileField ?? "image"]).toEqual([mediaStaffWords.t("en", "imageRequired")]);
      }
    });

    it("creates, reads, updates and deletes, leaving no file behind", async () => {
      const before = await mediaFiles(dataDir);
      const created = await api(url, type.path, {
        method: "POST",
        token: staff,
        body: imageForm(type.valid, { bytes: await jpeg(800, 600), name: "photo.jpg", type: "image/jpeg" }, type.fileField),
      });
      const fileField = type.fileField ?? "image";
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject(type.validAs ?? type.valid);
      expect(created.body.data[fileField]).toMatch(/^\/media\//);
      const id = created.body.data.id;
      expect((await api(url, `${type.path}/${id}`)).body.data).toMatchObject(type.validAs ?? type.valid);

      const updated = await api(url, `${type.path}/${id}`, { method: "PUT", token: staff, body: JSON.stringify(type.change) });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject(type.change);
      expect(updated.body.data[fileField]).toBe(created.body.data[fileField]);

      const removed = await api(url, `${type.path}/${id}`, { method: "DELETE", token: staff });
      expect(removed.body).toEqual({ message: recordsWords.t("en", "deleted") });
      expect((await api(url, `${type.path}/${id}`)).status).toBe(404);
      expect((await api(url, `${type.path}/${id}`, { method: "DELETE", token: staff })).status).toBe(404);
      expect(await mediaFiles(dataDir)).toEqual(before);
    });
  });
});

const picture = async () => ({ bytes: await jpeg(600, 400), name: "logo.jpg", type: "image/jpeg" });

describe.each(servers())("the home page's logo slider on $engine", ({ url }) => {
  it("shows each partner's logo with its name, links only to http(s) sites, and refuses any other link", async () => {
    const staff = await loginAsStaff(url);
    const home = await api(url, "/");
    expect(home.body).toContain('aria-labelledby="partners-title"');
    expect(home.body).toMatch(/<img[^>]+alt="Warm Heart Travel"/);

    for (const link of ["javascript:alert(1)", "data:text/html,hi", "https://user:pw@example.com/", "not a url"]) {
      const res = await api(url, "/api/partners", { method: "POST", token: staff, body: imageForm({ name: "Bad link", link }, await picture()) });
      expect(res.status, link).toBe(422);
      expect(res.body.errors.link).toEqual([fieldWords.t("en", "urlInvalid")]);
    }
    const created = await api(url, "/api/partners", { method: "POST", token: staff, body: imageForm({ name: "Mulanje Tea Estates", link: "https://tea.example.mw/" }, await picture()) });
    expect(created.status).toBe(201);
    const page = await api(url, "/");
    expect(page.body).toMatch(/<a href="https:\/\/tea\.example\.mw\/" rel="noopener noreferrer" target="_blank">/);
    expect(page.body).toContain('alt="Mulanje Tea Estates (opens their website)"');
    expect((await api(url, `/api/partners/${created.body.data.id}`, { method: "DELETE", token: staff })).status).toBe(200);
  });
});
