import { beforeAll, describe, expect, it } from "vitest";
import { api, imageForm, jpeg, loginAsStaff, servers } from "../support/api-client";

/** The awards: what is particular to them (content-type-declarations.test.ts walks the rest). */
describe.each(servers())("awards on $engine", ({ url }) => {
  let staff: string;
  beforeAll(async () => void (staff = await loginAsStaff(url)));
  const add = async (name: string, year: string) =>
    api(url, "/api/awards", { method: "POST", token: staff, body: imageForm({ name, year }, { bytes: await jpeg(400, 400), name: "award.jpg", type: "image/jpeg" }) });

  it("refuses a year before the hotel opened or after next year, with the field's message", async () => {
    for (const year of ["1989", String(new Date().getUTCFullYear() + 2), "twenty"]) {
      expect((await add("Green Key", year)).body.errors.year, year).toEqual(["Year must be between 1990 and next year"]);
    }
  });

  it("shows the awards on /Awards newest first, linked from Who We Are", async () => {
    const added = [await add("Safari Award", "2019"), await add("Travellers’ Choice", "2025")];
    expect(added.map((res) => res.status)).toEqual([201, 201]);
    const page = await (await fetch(`${url}/Awards`)).text();
    expect(page.indexOf("Travellers’ Choice")).toBeGreaterThan(-1);
    expect(page.indexOf("Travellers’ Choice")).toBeLessThan(page.indexOf("Safari Award"));
    expect(await (await fetch(`${url}/WhoWeAre`)).text()).toContain('href="/Awards"');
    for (const res of added) expect((await api(url, `/api/awards/${res.body.data.id}`, { method: "DELETE", token: staff })).status).toBe(200);
  });
});
