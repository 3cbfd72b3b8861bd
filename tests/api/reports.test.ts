import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCENARIO_CLOSURE, SCENARIO_EXPECTED, SCENARIO_LAST_YEAR_STAY, SCENARIO_LAST_YEAR_TOTALS, SCENARIO_PAYMENTS, SCENARIO_PAYMENTS_EXPECTED, SCENARIO_PERIOD, SCENARIO_ROOM_TYPES, SCENARIO_STAYS, type ScenarioStay } from "~/features/reports/report-scenario";
import { api, createMember, imageForm, jpeg, loginAsStaff } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { withServerDatabase } from "../support/server-database";
import { createStaffAccount, STAFF_TEST_PASSWORD } from "../support/staff-accounts";
import { type RunningServer, startServer } from "../support/start-server";

const PERIOD = `from=${SCENARIO_PERIOD.from}&to=${SCENARIO_PERIOD.to}`;

/**
 * The hotel's numbers over real HTTP on both engines (DECISIONS §11): the week of
 * features/reports/report-scenario.ts, worked out by hand there, written to a real database
 * (room types and a closure through the API, stays of every status as the front desk and the
 * agencies will write them) and read back from GET /api/reports, its CSV and the Reports screen.
 * A server of its own per engine, without demo content: the report counts every room and stay.
 */
describe.each(["sqlite", "postgres"] as const)("the hotel's numbers on %s", (engine) => {
  let server: RunningServer;
  let admin: string;
  let editor: string;
  let member: string;
  const roomIds = new Map<string, number>();

  async function addStays(stays: readonly ScenarioStay[]) {
    await withServerDatabase(server, async (db) => {
      for (const stay of stays) {
        await db
          .insertInto("reservations")
          .values({
            reference: `RS-TEST-${engine}-${stay.name}`, room_id: roomIds.get(stay.room) ?? null, room_name: `Room ${stay.room}`,
            arrival: stay.arrival, departure: stay.departure, adults: 1, children: 0, rooms: stay.rooms,
            guest_name: `Guest ${stay.name}`, email: `${stay.name.toLowerCase()}@example.com`, phone: "+265 991 234 567", special_requests: "",
            status: stay.status, total: stay.total, discount_percent: 0, user_id: null, cancel_token_hash: null, confirmation_cancel_token_hash: null,
            decline_reason: stay.status === "declined" ? "Full" : null, notes: "", updated_by: null, created_at: stay.bookedAt, updated_at: stay.bookedAt,
            channel: stay.channel,
          })
          .execute();
      }
    });
  }

  beforeAll(async () => {
    server = await startServer({ engine, env: { SEED_DEMO: "false" } });
    admin = await loginAsStaff(server.url);
    editor = (await createStaffAccount(server, "editor")).token;
    member = (await createMember(server.url)).token;
    for (const type of SCENARIO_ROOM_TYPES) {
      const created = await api(server.url, "/api/rooms", {
        method: "POST",
        token: admin,
        body: imageForm({ name: `Scenario Room ${type.key}`, fee: "100000", inventory: String(type.inventory), maxGuests: "2" }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      roomIds.set(type.key, created.body.data.id);
    }
    const closure = await api(server.url, "/api/room-closures", {
      method: "POST",
      token: admin,
      body: JSON.stringify({ roomId: roomIds.get(SCENARIO_CLOSURE.room), startDate: SCENARIO_CLOSURE.startDate, endDate: SCENARIO_CLOSURE.endDate, note: "Repainting" }),
    });
    expect(closure.status, JSON.stringify(closure.body)).toBe(201);
    await addStays(SCENARIO_STAYS);
    // The week's ledger lines (report-scenario.ts): deposits and refunds either side of Lilongwe's midnight.
    await withServerDatabase(server, async (db) => {
      for (const line of SCENARIO_PAYMENTS) {
        const stay = await db.selectFrom("reservations").select("id").where("reference", "=", `RS-TEST-${engine}-${line.stay}`).executeTakeFirstOrThrow();
        await db.insertInto("stay_payments").values({
          reservation_id: stay.id, kind: line.kind, method: line.method, amount: line.amount, currency: "MWK", amount_mwk: line.amount, status: line.status,
          tx_ref: line.method === "paychangu" ? `RS-TEST-${engine}-${line.name}` : null, checkout_url: null, provider_ref: null, provider_method: null,
          paid_at: line.paidAt, note: "", created_by: null, created_at: line.createdAt, updated_at: line.createdAt,
        }).execute();
      }
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("gives every figure worked out by hand, and the year before only once a stay fell in it", async () => {
    const report = await api(server.url, `/api/reports?${PERIOD}`, { token: admin });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body).toEqual({ currency: "MWK", ...SCENARIO_EXPECTED, payments: SCENARIO_PAYMENTS_EXPECTED, previousYear: null });

    await addStays([SCENARIO_LAST_YEAR_STAY]);
    const compared = await api(server.url, `/api/reports?${PERIOD}`, { token: admin });
    expect(compared.body.totals).toEqual(SCENARIO_EXPECTED.totals);
    expect(compared.body.previousYear.period).toEqual({ from: "2030-03-28", to: "2030-04-03", nights: 7 });
    expect(compared.body.previousYear.totals).toEqual(SCENARIO_LAST_YEAR_TOTALS);
  });

  it("writes each table as CSV with the same figures, money in whole kwacha", async () => {
    const csv = async (table: string) => {
      const res = await fetch(`${server.url}/api/reports.csv?${PERIOD}&table=${table}`, { headers: { authorization: `Bearer ${admin}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="hotel-numbers-${table}-2031-03-28-to-2031-04-03.csv"`);
      return (await res.text()).replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    };
    const days = await csv("days");
    expect(days[0]).toBe("Night,Rooms in service,Rooms sold,Occupancy (%),Room revenue (MWK),ADR (MWK),RevPAR (MWK),Stays arriving");
    expect(days.slice(1)).toEqual(SCENARIO_EXPECTED.days.map((d) => [d.date, d.roomNightsInService, d.roomNightsSold, d.occupancyPercent, d.roomRevenue, d.adr, d.revpar, d.stays].join(",")));
    expect(await csv("months")).toEqual([
      "Month,Rooms in service,Rooms sold,Occupancy (%),Room revenue (MWK),ADR (MWK),RevPAR (MWK),Stays arriving",
      "2031-03,24,7,29.2,920000,131429,38333,2",
      "2031-04,14,4,28.6,500001,125000,35714,1",
    ]);
    expect(await csv("channels")).toEqual([
      "Channel,Stays arriving,Room-nights,Share of room-nights (%),Room revenue (MWK)",
      "Direct (website),2,9,81.8,1220000",
      "booking_com,1,2,18.2,200001",
    ]);
    expect(await csv("cancellations")).toEqual(["Kind,Stays arriving,Room-nights,Value (MWK)", "Cancelled,1,3,330000", "Declined requests,1,2,200000", "No-shows,1,2,250000"]);
    const summary = await csv("summary");
    expect(summary[0]).toBe("Figure,This period,Same period last year");
    expect(summary).toContain("Occupancy,28.9,4.8");
    expect(summary).toContain("Average daily rate (ADR),129091,100000");
    expect(summary).toContain("Revenue per available room (RevPAR),37368,4762");
    expect(summary).toContain("Room revenue,1420001,200000");
    expect(summary).toContain("Average lead time (days),9,28");
    expect(summary).toContain("Average length of stay (nights),2.7,2");
    expect(summary).toContain("Cancellations (cancelled or declined),2,0");
    expect(summary).toContain("No-shows,1,0");
    expect(summary).toContain("Deposits taken,220000,");
    expect(summary).toContain("Refunds,30000,");
  });

  it("is for administrators only: guests 401, members and editors 403, on the API, the CSV and the screen", async () => {
    for (const path of [`/api/reports?${PERIOD}`, `/api/reports.csv?${PERIOD}&table=days`]) {
      expect((await api(server.url, path)).status, path).toBe(401);
      expect((await api(server.url, path, { token: member })).status, path).toBe(403);
      expect((await api(server.url, path, { token: editor })).status, path).toBe(403);
    }
    const editorAccount = await createStaffAccount(server, "editor");
    const editorCookie = await pageCookie(server.url, editorAccount.email, STAFF_TEST_PASSWORD);
    expect((await page(server.url, `/reports?${PERIOD}`, { cookie: editorCookie })).status).toBe(403);
    expect((await page(server.url, `/reports.csv?${PERIOD}&table=days`, { cookie: editorCookie })).status).toBe(403);
    expect((await page(server.url, `/reports?${PERIOD}`)).status).not.toBe(200);
  });

  it("refuses a backwards or too long period and an unknown table with the field's message", async () => {
    const backwards = await api(server.url, "/api/reports?from=2031-04-03&to=2031-03-28", { token: admin });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({ to: ["To must be on or after From"] });
    const long = await api(server.url, "/api/reports?from=2030-01-01&to=2031-01-02", { token: admin });
    expect(long.body.errors).toEqual({ to: ["A report covers at most 366 nights; please choose a shorter period"] });
    expect((await api(server.url, "/api/reports?from=2031-02-30", { token: admin })).body.errors).toEqual({ from: ["From must be a date (YYYY-MM-DD)"] });
    const table = await api(server.url, `/api/reports.csv?${PERIOD}&table=guests`, { token: admin });
    expect(table.status).toBe(422);
    expect(table.body.errors).toEqual({ table: ["Table must be one of: summary, channels, cancellations, months, days"] });
  });

  it("shows the Reports screen to administrators: headline figures as the site writes kwacha, two charts with words, every table with its CSV", async () => {
    const cookie = await pageCookie(server.url);
    const screen = await page(server.url, `/reports?${PERIOD}`, { cookie });
    expect(screen.status).toBe(200);
    const html = screen.text;
    expect(html).toContain("28.9%");
    expect(html).toContain("MWK 1,420,001");
    expect(html).toContain("MWK 129,091");
    expect(html).toContain("MWK 37,368");
    expect(html).toContain("Last year: 4.8%");
    expect(html).toMatch(/Deposits taken<\/dt><dd><strong>MWK 220,000</);
    expect(html).toMatch(/Refunds<\/dt><dd><strong>MWK 30,000</);
    // Charts drawn on the server, each a picture with a title and a description in words.
    expect(html.match(/<svg[^>]*role="img"[^>]*aria-labelledby="chart-occupancy-title"[^>]*aria-describedby="chart-occupancy-desc"/)).not.toBeNull();
    expect(html).toContain("Occupancy each night from 28 Mar 2031 to 3 Apr 2031: average 28.9%, highest 50.0% on 31 Mar 2031, lowest 16.7% on 28 Mar 2031. The dashed line is the same nights last year.");
    for (const table of ["summary", "channels", "cancellations", "days", "months"]) expect(html).toContain(`href="/reports.csv?${PERIOD.replace("&", "&amp;")}&amp;table=${table}"`);
    // The screen's CSV is the API's.
    const fromScreen = await page(server.url, `/reports.csv?${PERIOD}&table=days`, { cookie });
    const fromApi = await fetch(`${server.url}/api/reports.csv?${PERIOD}&table=days`, { headers: { authorization: `Bearer ${admin}` } });
    expect(fromScreen.status).toBe(200);
    expect(fromScreen.text).toBe(await fromApi.text());
    // A period that is not one says so and shows this month.
    const wrong = await page(server.url, "/reports?from=2031-04-03&to=2031-03-28", { cookie });
    expect(wrong.status).toBe(200);
    expect(wrong.text).toContain("To must be on or after From");
  });

  it("is described in the API reference, for administrators", async () => {
    const doc = await api(server.url, "/api/openapi.json");
    expect(doc.body.paths["/api/reports"].get["x-access"]).toBe("admin");
    expect(doc.body.paths["/api/reports"].get.responses["403"]).toBeDefined();
    expect(doc.body.paths["/api/reports.csv"].get["x-access"]).toBe("admin");
  });
});
