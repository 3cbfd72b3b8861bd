import { beforeAll, describe, expect, it } from "vitest";
import { MANAGEMENT_POSITIONS } from "~/features/management-team/positions";
import { DEMO_MANAGEMENT_TEAM } from "../../db/seed/demo-content";
import { api, imageForm, jpeg, loginAsStaff, servers } from "../support/api-client";
import { managementTeamStaffWords } from "~/features/management-team/management-team-words";
import { recordsWords } from "~/platform/records/records-words";

/**
 * The rules of the people pages and the gallery beyond what every content type shares
 * (content-types.test.ts): the management team's positions and card order, the board
 * team's delete answer, the gallery's public list.
 */
describe.each(servers())("management team, board team and gallery on $engine", ({ url }) => {
  let staff: string;
  let photo: Buffer;

  beforeAll(async () => {
    staff = await loginAsStaff(url);
    photo = await jpeg(320, 240);
  });

  const picture = () => ({ bytes: photo, name: "portrait.jpg", type: "image/jpeg" });
  const addManager = (fields: Record<string, string>) =>
    api(url, "/api/mteam", { method: "POST", token: staff, body: imageForm(fields, picture()) });
  const names = async () => ((await api(url, "/api/mteam")).body.data as { name: string }[]).map((m) => m.name);

  it("lists the seeded management team in SPEC's order of positions, for visitors too", async () => {
    const res = await api(url, "/api/mteam");
    expect(res.status).toBe(200);
    // Other suites add members meanwhile: look at the seeded ones only.
    const demoNames = new Set(DEMO_MANAGEMENT_TEAM.map((m) => m.name));
    const seeded = (res.body.data as { name: string; position: string }[]).filter((m) => demoNames.has(m.name));
    expect(seeded.map((m) => m.position)).toEqual([...MANAGEMENT_POSITIONS]);
  });

  it("accepts only positions from SPEC's list and a whole-number order", async () => {
    const wrong = await api(url, "/api/mteam", { method: "POST", token: staff, body: imageForm({ name: "Tadala Banda", position: "HEAD OF FUN" }, picture()) });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.position).toEqual([managementTeamStaffWords.t("en", "positionRequired")]);
    for (const sort_order of ["-1", "1.5", "0x10", "10000", "first"]) {
      const res = await addManager({ name: "Tadala Banda", position: "IT MANAGER", sort_order });
      expect(res.status, sort_order).toBe(422);
      expect(res.body.errors.sort_order, sort_order).toEqual([managementTeamStaffWords.t("en", "orderInvalid")]);
    }
    const asJson = await api(url, "/api/mteam/1", { method: "PUT", token: staff, body: JSON.stringify({ name: "Chikondi Banda", position: "CHIEF EXECUTIVE OFFICER", sort_order: true }) });
    expect(asJson.status).toBe(422);
    expect(asJson.body.errors.sort_order).toEqual([managementTeamStaffWords.t("en", "orderInvalid")]);
  });

  it("puts a member added without an order last, moves them when staff give one, and keeps it on a save without one", async () => {
    const last = await addManager({ name: "Last Added Manager", position: "IT MANAGER" });
    expect(last.status).toBe(201);
    const id = last.body.data.id;
    const afterAdding = await names();
    expect(afterAdding.indexOf("Last Added Manager")).toBeGreaterThan(afterAdding.indexOf("Wezi Munthali"));

    // Order 0 comes before every seeded card (1..15); equal orders fall back to the id.
    const moved = await api(url, `/api/mteam/${id}`, { method: "PUT", token: staff, body: JSON.stringify({ name: "Last Added Manager", position: "IT MANAGER", sort_order: 0 }) });
    expect(moved.status).toBe(200);
    expect(moved.body.data.sort_order).toBe(0);
    expect((await names())[0]).toBe("Last Added Manager");

    // An old client's update (name and position only) keeps the card where staff put it.
    const renamed = await api(url, `/api/mteam/${id}`, { method: "PUT", token: staff, body: JSON.stringify({ name: "First Manager", position: "IT MANAGER" }) });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.sort_order).toBe(0);
    expect((await names())[0]).toBe("First Manager");

    const placed = await addManager({ name: "Placed Manager", position: "EXECUTIVE CHEF", sort_order: "2" });
    expect(placed.body.data.sort_order).toBe(2);
    const list = await names();
    expect(list.indexOf("Placed Manager")).toBe(list.indexOf("Thokozani Phiri") + 1);

    for (const member of [id, placed.body.data.id]) {
      expect((await api(url, `/api/mteam/${member}`, { method: "DELETE", token: staff })).status).toBe(200);
    }
  });

  it("answers a board member's delete with its message", async () => {
    const created = await api(url, "/api/bteam", { method: "POST", token: staff, body: imageForm({ name: "Mrs Temwa Chirwa" }, picture()) });
    expect(created.status).toBe(201);
    const removed = await api(url, `/api/bteam/${created.body.data.id}`, { method: "DELETE", token: staff });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: recordsWords.t("en", "deleted") });
  });

  it("shows visitors the gallery with responsive pictures and no internal columns", async () => {
    const res = await api(url, "/api/gallery");
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const item of res.body.data) {
      expect(Object.keys(item).sort()).toEqual(["heads_page", "id", "image", "name", "picture"]);
      expect(item.image).toMatch(/^\/media\//);
    }
  });
});
