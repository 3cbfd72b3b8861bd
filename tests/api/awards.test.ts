import { beforeAll, describe, expect, it } from "vitest";
import { api, imageForm, jpeg, loginAsStaff, servers } from "../support/api-client";

/**
 * The awards, the type added by following the content-type recipe (docs/decisions/030-…):
 * what is particular to it. Its screen, upload limit, API roles and menu entry are walked
 * with every other declaration in content-type-declarations.test.ts.
 */
describe.each(servers())("awards on $engine", ({ url }) => {
  let staff: string;
  beforeAll(async () => {
    staff = await loginAsStaff(url);
  });

  const add = async (name: string, year: string) =>
    api(url, "/api/awards", { method: "POST", token: staff, body: imageForm({ name, year }, { bytes: await jpeg(400, 400), name: "award.jpg", type: "image/jpeg" }) });

  it("refuses a year before the hotel opened or after next year, with the field's message", async () => {
    for (const year of ["1989", String(new Date().getUTCFullYear() + 2), "twenty"]) {
      const res = await add("Green Key", year);
      expect(res.status, year).toBe(422);
      expect(res.body.errors.year).toEqual(["Year must be between 1990 and next year"]);
    }
  });

  it("shows the awards on /Awards newest first, and Who We Are links to them once there is one", async () => {
    const before = await (await fetch(`${url}/WhoWeAre`)).text();
    const existing = ((await api(url, "/api/awards")).body.data as unknown[]).length;
    if (existing === 0) expect(before).not.toContain('href="/Awards"');

    const older = await add("Safari Award", "2019");
    const newer = await add("Travellers’ Choice", "2025");
    expect([older.status, newer.status]).toEqual([201, 201]);

    const page = await (await fetch(`${url}/Awards`)).text();
    expect(page.indexOf("Travellers’ Choice")).toBeGreaterThan(-1);
    expect(page.indexOf("Travellers’ Choice")).toBeLessThan(page.indexOf("Safari Award"));
    expect(page).toContain(">2025<");
    expect(await (await fetch(`${url}/WhoWeAre`)).text()).toContain('href="/Awards"');

    for (const res of [older, newer]) expect((await api(url, `/api/awards/${res.body.data.id}`, { method: "DELETE", token: staff })).status).toBe(200);
  });

  it("describes each upload in the API reference from its own rule", async () => {
    const doc = (await api(url, "/api/openapi.json")).body;
    const fileOf = (path: string, field: string) => doc.paths[path].post.requestBody.content["multipart/form-data"].schema.properties[field].description;
    expect(fileOf("/api/tender", "document")).toBe("PDF, at most 10MB");
    expect(fileOf("/api/video", "video")).toBe("MP4 or WEBM, at most 10MB");
    expect(fileOf("/api/awards", "image")).toBe("JPEG, PNG, WebP, AVIF or GIF, at most 10MB, at least 10×10 px");
    expect(doc.paths["/api/awards"].post.requestBody.content["multipart/form-data"].example).toEqual({ name: "Travellers’ Choice", year: "2025" });
  });
});
