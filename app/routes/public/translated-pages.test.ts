import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { hotelDate } from "~/lib/dates";
import { RecordCards } from "~/components/public/record-cards";
import { migratedTestDatabase } from "../../../tests/support/test-database";
import { loader as barsLoader } from "./services/bars";
import { loader as accommodationLoader } from "./services/accommodation";
import { loader as conferenceLoader } from "./services/conference-rooms";
import { loader as promotionsLoader } from "./promotions";
import { loader as careersLoader } from "./careers";
import { loader as vacancyLoader } from "./career-vacancy";
import { loader as tendersLoader } from "./tenders";
import { loader as tenderLoader } from "./tender";

/*
 * The public pages read records in their page's language (DECISIONS §10): a Chichewa page
 * (under /ny/) shows a record's Chichewa name where staff gave one, and the English text marked
 * lang="en" where not. Until the /ny/ routes are mounted, the loaders are called directly with
 * a /ny/ address, as the router will call them.
 */

const database = migratedTestDatabase("translated-pages");

const context = () => ({ db: database.db, env: { PUBLIC_URL: "http://hotel.test" } }) as unknown as AppLoadContext;
const args = (path: string, params: Record<string, string> = {}) => ({ request: new Request(`http://hotel.test${path}`), params, context: context() }) as never;
/** A loader's data, whether it answered plain data or `data(…)` with headers (read loosely: the tests check its shape). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page's data of any shape
type Loaded = any;
const loaded = async (value: Promise<unknown>): Promise<Loaded> => {
  const answer = (await value) as { data?: unknown; type?: string };
  return answer && typeof answer === "object" && answer.type === "DataWithResponseInit" ? answer.data : answer;
};

const now = () => new Date().toISOString();

async function translate(table: string, id: number, field: string, text: string) {
  await database.db.insertInto("record_translations").values({ record_table: table, record_id: id, field, language: "ny", text, updated_at: now() }).execute();
}

async function insert<T extends "bars" | "promotions" | "rooms" | "conference_rooms" | "vacancies" | "tenders">(table: T, values: Record<string, unknown>): Promise<number> {
  const row = await database.db
    .insertInto(table as "bars")
    .values({ ...values, created_at: now(), updated_at: now() } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("public pages in Chichewa", () => {
  it("Bars: the Chichewa name and message where given, the English label marked lang=en where not", async () => {
    const bush = await insert("bars", { name: "bush bar", message: "Sundowners under the trees." });
    await insert("bars", { name: "orchid bar", message: "Quiet drinks." });
    const main = await insert("bars", { name: "main", message: "Three bars." });
    await translate("bars", bush, "name", "Malo Omwera a Kutchire");
    await translate("bars", main, "message", "Malo atatu omwera.");

    const chichewa = await loaded(barsLoader(args("/ny/BarService")));
    expect(chichewa.intro.text).toEqual({ text: "Malo atatu omwera." });
    expect(chichewa.bars).toEqual([
      expect.objectContaining({ key: "bush bar", title: { text: "Malo Omwera a Kutchire" }, text: { text: "Sundowners under the trees.", lang: "en" } }),
      expect.objectContaining({ key: "orchid bar", title: { text: "Wild Orchid", lang: "en" }, text: { text: "Quiet drinks.", lang: "en" } }),
    ]);

    const english = await loaded(barsLoader(args("/BarService")));
    expect(english.bars[0]).toMatchObject({ title: { text: "Bush Bar" }, text: { text: "Sundowners under the trees." } });
    expect(english.intro.text).toEqual({ text: "Three bars." });
  });

  it("Accommodation: the rooms' Chichewa names, found by their English ones", async () => {
    const suite = await insert("rooms", { name: "Presidential Suite", name_key: "presidential suite", fee: 0, description: "Our signature suite." });
    const king = await insert("rooms", { name: "Classic King", name_key: "classic king", fee: 0, description: "A calm room." });
    await translate("rooms", suite, "name", "Chipinda cha Pulezidenti");
    await translate("rooms", king, "name", "Chipinda cha Mfumu");
    await translate("rooms", king, "description", "Chipinda chabata.");

    const page = await loaded(accommodationLoader(args("/ny/accomodationService")));
    expect(page.suite).toMatchObject({ name: { text: "Chipinda cha Pulezidenti" }, description: { text: "Our signature suite.", lang: "en" } });
    expect(page.cards).toEqual([expect.objectContaining({ title: { text: "Chipinda cha Mfumu" }, text: { text: "Chipinda chabata." } })]);
  });

  it("Events: a hall's Chichewa capacity text and a room's Chichewa name", async () => {
    const room = await insert("conference_rooms", { hall: "Conference Rooms", sub_room: "Heron", capacity: "Boardroom for 16", boardroom: 16 });
    await translate("conference_rooms", room, "fee", "Kakowa");
    await translate("conference_rooms", room, "capacity", "Anthu 16 pa tebulo limodzi");

    const page = await loaded(conferenceLoader(args("/ny/ConferenceService")));
    expect(page.rooms).toEqual([expect.objectContaining({ title: { text: "Kakowa" }, text: { text: "Anthu 16 pa tebulo limodzi" } })]);
    expect(page.rows).toEqual([expect.objectContaining({ name: "Heron", title: { text: "Kakowa" } })]);
  });

  it("Promotions: the offer's Chichewa name, its English message marked", async () => {
    const offer = await insert("promotions", { name: "Summer", message: "Two nights by the pool.", fee: 0 });
    await translate("promotions", offer, "name", "Nyengo ya Chilimwe");

    const page = await loaded(promotionsLoader(args("/ny/promotions")));
    expect(page.offers).toEqual([expect.objectContaining({ name: { text: "Nyengo ya Chilimwe" }, message: { text: "Two nights by the pool.", lang: "en" } })]);
  });

  it("Careers and a vacancy's page: the Chichewa title and description, searched as shown", async () => {
    const id = await insert("vacancies", { name: "Gardener", closing_date: hotelDate(), vacancy: "<p>Keep the gardens.</p>" });
    await translate("vacancies", id, "name", "Wosamalira Dimba");
    await translate("vacancies", id, "vacancy", "<p>Samalirani dimba.</p>");

    const list = await loaded(careersLoader(args("/ny/career?q=dimba")));
    expect(list.vacancies).toEqual([{ id, name: { text: "Wosamalira Dimba" }, closingDate: hotelDate(), excerpt: { text: "Samalirani dimba." } }]);

    const one = await loaded(vacancyLoader(args(`/ny/career/${id}`, { id: String(id) })));
    expect(one).toMatchObject({ name: { text: "Wosamalira Dimba" }, vacancy: { text: "<p>Samalirani dimba.</p>" } });
  });

  it("Tenders and a tender's page: the Chichewa name", async () => {
    const id = await insert("tenders", { name: "Supply of linen", closing_date: "2099-12-31", closes_at: "2099-12-31T21:59:00.000Z", file_id: null });
    await translate("tenders", id, "name", "Kupereka nsalu");

    const list = await loaded(tendersLoader(args("/ny/Tender")));
    expect(list.open).toEqual([expect.objectContaining({ id, name: { text: "Kupereka nsalu" } })]);
    const one = await loaded(tenderLoader(args(`/ny/Tender/${id}`, { id: String(id) })));
    expect(one.name).toEqual({ text: "Kupereka nsalu" });
    expect(one.tender).not.toHaveProperty("translation");
    expect((await loaded(tenderLoader(args(`/Tender/${id}`, { id: String(id) })))).name).toEqual({ text: "Supply of linen" });
  });
});

describe("a record card's text in a Chichewa page", () => {
  it("is marked lang=en only where it fell back to English", () => {
    const html = renderToStaticMarkup(
      createElement(RecordCards, {
        empty: "",
        items: [{ id: 1, title: { text: "Malo Omwera" }, text: { text: "Sundowners.", lang: "en" } }],
      }),
    );
    expect(html).toContain('<h3 class="card-title">Malo Omwera</h3>');
    expect(html).toContain('<p class="record-card-text" lang="en">Sundowners.</p>');
  });
});
