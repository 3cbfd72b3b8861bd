import { beforeAll, describe, expect, it } from "vitest";
import { migratedTestDatabase } from "../../../tests/support/test-database";
import { hotelDate } from "~/lib/dates";
import { openVacancyPaths, searchOpenVacancies } from "./vacancies.server";

/** The hotel's date `days` from today, as `YYYY-MM-DD`. */
function hotelDay(days: number): string {
  const date = new Date(`${hotelDate()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe("open vacancies for the Careers search and the sitemap", () => {
  const handle = migratedTestDatabase("vacancies");

  beforeAll(async () => {
    const rows = [
      { name: "Sous Chef", closing_date: hotelDay(0), updated_at: "2026-01-02T08:00:00.000Z" },
      { name: "Chef de Partie (Pâtisserie)", closing_date: hotelDay(30), updated_at: "2026-01-03T08:00:00.000Z" },
      { name: "Closed Chef", closing_date: hotelDay(-1), updated_at: "2026-01-04T08:00:00.000Z" },
      { name: "Front Office Supervisor", closing_date: hotelDay(5), updated_at: "2026-01-05T08:00:00.000Z" },
    ];
    await handle.db
      .insertInto("vacancies")
      .values(rows.map((row) => ({ ...row, vacancy: "<p>Join us.</p>", created_at: "2026-01-01T08:00:00.000Z" })))
      .execute();
  });

  it("lists the path and last change of every open vacancy (closing today included), never a closed one", async () => {
    const paths = await openVacancyPaths(handle.db);
    expect(paths).toEqual([
      { path: "/career/1", lastModified: "2026-01-02T08:00:00.000Z" },
      { path: "/career/4", lastModified: "2026-01-05T08:00:00.000Z" },
      { path: "/career/2", lastModified: "2026-01-03T08:00:00.000Z" },
    ]);
  });

  it("finds open vacancies whose title holds every searched word, ignoring case and accents", async () => {
    const names = async (query: string) => (await searchOpenVacancies(handle.db, query)).map((v) => v.name);
    expect(await names("chef")).toEqual(["Sous Chef", "Chef de Partie (Pâtisserie)"]);
    expect(await names("PATISSERIE chef")).toEqual(["Chef de Partie (Pâtisserie)"]);
    expect(await names("  ")).toHaveLength(3);
    expect(await names("closed")).toEqual([]);
  });
});
