import { beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { api, imageForm, jpeg, servers } from "../support/api-client";
import { TEST_ADMIN } from "../support/start-server";
import { advertsStaffWords } from "~/features/adverts/adverts-words";

/** Adverts (SPEC §3/§7, DECISIONS §1): visitors see only current ones, by the hotel's date. */
describe.each(servers())("adverts on $engine", ({ url }) => {
  let staff: string;
  let staffId: number;

  beforeAll(async () => {
    const login = await api(url, "/api/login", { method: "POST", body: JSON.stringify(TEST_ADMIN) });
    staff = login.body.data.token;
    staffId = login.body.data.user.id;
  });

  const addAdvert = async (fields: Record<string, string>) =>
    api(url, "/api/adverts", { method: "POST", token: staff, body: imageForm(fields, { bytes: await jpeg(400, 300), name: "a.jpg", type: "image/jpeg" }, "media") });

  const titles = (res: { body: { data: { title: string }[] } }) => res.body.data.map((a) => a.title);

  it("never shows visitors the expired demo advert; staff see both", async () => {
    expect(titles(await api(url, "/api/adverts"))).not.toContain("Independence weekend");
    expect(titles(await api(url, "/api/adverts"))).toContain("Weekend price-breaker");
    const all = titles(await api(url, "/api/adverts", { token: staff }));
    expect(all).toEqual(expect.arrayContaining(["Weekend price-breaker", "Independence weekend"]));
    const expired = (await api(url, "/api/adverts", { token: staff })).body.data.find((a: { title: string }) => a.title === "Independence weekend");
    expect((await api(url, `/api/adverts/${expired.id}`)).status).toBe(404);
    expect((await api(url, `/api/adverts/${expired.id}`, { token: staff })).status).toBe(200);
  });

  it("shows an advert whose stop date is today's hotel date, and hides yesterday's", async () => {
    const today = hotelDate();
    const yesterday = hotelDate(new Date(Date.now() - 24 * 3600 * 1000));
    const last = await addAdvert({ title: `Last day ${today}`, period: today });
    const over = await addAdvert({ title: `Over ${yesterday}`, period: yesterday });
    expect([last.status, over.status]).toEqual([201, 201]);
    const visible = titles(await api(url, "/api/adverts"));
    expect(visible).toContain(`Last day ${today}`);
    expect(visible).not.toContain(`Over ${yesterday}`);
    for (const res of [last, over]) await api(url, `/api/adverts/${res.body.data.id}`, { method: "DELETE", token: staff });
  });

  it("records the logged-in staff member, not the posted user_id, and applies SPEC's defaults", async () => {
    const res = await addAdvert({ period: "2099-01-31", user_id: "999", title: " ", tag: "", rates: "" });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ title: "image", description: "advert", tag: "umodzi", rates: 1, period: "2099-01-31", user_id: staffId });
    expect(res.body.data.media).toMatch(/^\/media\//);
    await api(url, `/api/adverts/${res.body.data.id}`, { method: "DELETE", token: staff });
  });

  it("needs a real stop date, and an edit needs title and period but keeps the fields it does not send", async () => {
    const bad = await addAdvert({ title: "Bad date", period: "2026-02-30" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.period).toEqual([advertsStaffWords.t("en", "periodInvalid")]);

    const created = await addAdvert({ title: "Spa", period: "2099-05-01", description: "Half-price massages", tag: "spa", rates: "3" });
    const id = created.body.data.id;
    const blank = await api(url, `/api/adverts/${id}`, { method: "PUT", token: staff, body: JSON.stringify({ id, title: "  ", period: "" }) });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toMatchObject({ title: [advertsStaffWords.t("en", "titleRequired")], period: [advertsStaffWords.t("en", "periodRequired")] });

    const updated = await api(url, `/api/adverts/${id}`, { method: "PUT", token: staff, body: JSON.stringify({ id, title: "Spa week", period: "2099-05-08", media: "" }) });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ title: "Spa week", period: "2099-05-08", description: "Half-price massages", tag: "spa", rates: 3 });
    expect(updated.body.data.media).toBe(created.body.data.media);
    await api(url, `/api/adverts/${id}`, { method: "DELETE", token: staff });
  });
});
