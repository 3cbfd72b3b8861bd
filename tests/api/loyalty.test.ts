import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { oneYearBefore } from "~/features/loyalty/loyalty-rules";
import { api, createMember, loginAsStaff, MEMBER_PASSWORD, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { createStaffAccount, STAFF_TEST_PASSWORD } from "../support/staff-accounts";
import { type RunningServer, startServer } from "../support/start-server";
import { loyaltyStaffWords } from "~/features/loyalty/loyalty-staff-words";

const today = () => hotelDate();
const daysAgo = (days: number) => hotelDate(new Date(Date.now() - days * 86_400_000));

type Entry = { id: number; kind: string; amount: number; points: number; receiptRef: string; spentOn: string; correctsEntryId: number | null; recordedBy?: string | null; netAmount?: number | null };
type Account = { data: Entry[]; balance: number; totalSpend: number };

/**
 * VIP club loyalty points (SPEC §1; DECISIONS §2, §7; docs/decisions/023-loyalty-points.md) on
 * both engines: one point per full MWK 10,000, corrections as new lines that add up, the
 * member's own ledger only, staff-only writes, and an activity-log line per write.
 */
describe.each(servers())("loyalty points on $engine", (server) => {
  const { url } = server;
  let admin: string;
  let editor: { email: string; token: string };
  let memberA: { id: number; email: string; token: string };
  let memberB: { id: number; email: string; token: string };

  const member = async () => {
    const created = await createMember(url);
    const me = await api(url, "/api/user", { token: created.token });
    return { id: me.body.data.id as number, email: created.email, token: created.token };
  };
  const spend = (token: string | undefined, body: Record<string, unknown>) =>
    api(url, "/api/loyalty", { method: "POST", body: JSON.stringify(body), ...(token ? { token } : {}) });
  const correct = (token: string | undefined, entryId: number | string, body: Record<string, unknown>) =>
    api(url, `/api/loyalty/${entryId}/correction`, { method: "POST", body: JSON.stringify(body), ...(token ? { token } : {}) });
  const receipt = () => `R-${randomUUID().slice(0, 8)}`;
  const valid = (userId: number, extra: Record<string, unknown> = {}) => ({ userId, amount: 25_500, receiptRef: receipt(), spentOn: today(), ...extra });
  const own = async (token: string) => (await api(url, "/api/loyalty", { token })).body as Account;

  beforeAll(async () => {
    admin = await loginAsStaff(url);
    editor = await createStaffAccount(server, "editor");
    [memberA, memberB] = await Promise.all([member(), member()]);
  });

  it("counts one point per full MWK 10,000 of each receipt, and the balance is the sum of the lines", async () => {
    const m = await member();
    const answers = [];
    for (const amount of [9_999, 10_000, 25_500]) {
      const res = await spend(editor.token, valid(m.id, { amount, note: `Dinner for ${amount}` }));
      expect(res.status, String(amount)).toBe(201);
      answers.push(res.body);
    }
    expect(answers.map((a) => a.data.points)).toEqual([0, 1, 2]);
    expect(answers.map((a) => a.balance)).toEqual([0, 1, 3]);
    expect(answers[0].message).toBe(loyaltyStaffWords.t("en", "loyaltySpendRecorded"));
    expect(answers[2].data).toMatchObject({ kind: "spend", amount: 25_500, spentOn: today(), recordedBy: "Thoko Editor", correctsEntryId: null });

    const mine = await own(m.token);
    expect(mine.balance).toBe(3);
    expect(mine.totalSpend).toBe(9_999 + 10_000 + 25_500);
    // Newest first, without staff names.
    expect(mine.data.map((e) => e.amount)).toEqual([25_500, 10_000, 9_999]);
    expect(mine.data[0]).not.toHaveProperty("recordedBy");
    expect(mine.data[0]).toMatchObject({ note: "Dinner for 25500" });
  });

  it("corrects a spend with new lines that reverse exactly what they correct, never below zero", async () => {
    const m = await member();
    const first = (await spend(admin, valid(m.id, { amount: 25_500 }))).body.data as Entry;
    const other = (await spend(admin, valid(m.id, { amount: 40_000 }))).body.data as Entry;

    // The receipt really said 15,000: one point comes off with MWK 10,500.
    const down = await correct(editor.token, first.id, { correctedAmount: 15_000, reason: "Typed 25,500 for 15,500" });
    expect(down.status).toBe(201);
    expect(down.body.message).toBe(loyaltyStaffWords.t("en", "loyaltyCorrectionRecorded"));
    expect(down.body.data).toMatchObject({ kind: "correction", amount: -10_500, points: -1, correctsEntryId: first.id, receiptRef: first.receiptRef, note: "Typed 25,500 for 15,500" });
    expect(down.body.balance).toBe(1 + 4);
    // Then it turns out it was another member's bill: 0 takes the rest off.
    const off = await correct(admin, first.id, { correctedAmount: 0, reason: "Wrong member" });
    expect(off.body.data).toMatchObject({ amount: -15_000, points: -1 });
    // Nothing left to take off: no change, and nothing below zero.
    const again = await correct(admin, first.id, { correctedAmount: 0, reason: "Again" });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ correctedAmount: [loyaltyStaffWords.t("en", "loyaltyCorrectionNoChange")] });
    expect((await correct(admin, first.id, { correctedAmount: -1, reason: "Below zero" })).body.errors).toEqual({ correctedAmount: [loyaltyStaffWords.t("en", "loyaltyCorrectedAmountInvalid")] });
    // A correction is not itself corrected.
    const ofCorrection = await correct(admin, off.body.data.id, { correctedAmount: 5, reason: "x" });
    expect(ofCorrection.status).toBe(422);
    expect(ofCorrection.body.errors).toEqual({ correctedAmount: [loyaltyStaffWords.t("en", "loyaltyCorrectionOfCorrection")] });
    // Up again (found the receipt after all): 39,999 earns 3.
    const up = await correct(admin, first.id, { correctedAmount: 39_999, reason: "Receipt found" });
    expect(up.body.data).toMatchObject({ amount: 39_999, points: 3 });
    // A spend 9,999 → 10,000: the one kwacha brings a point.
    expect((await correct(admin, other.id, { correctedAmount: 50_001, reason: "Service charge" })).body.data).toMatchObject({ amount: 10_001, points: 1 });

    const mine = await own(m.token);
    expect(mine.data.map((e) => e.kind)).toEqual(["correction", "correction", "correction", "correction", "spend", "spend"]);
    expect(mine.balance).toBe(mine.data.reduce((s, e) => s + e.points, 0));
    expect(mine.balance).toBe(3 + 5);
    expect(mine.totalSpend).toBe(39_999 + 50_001);
    // Staff see each spend's amount now, what a next correction starts from.
    const staffView = (await api(url, `/api/loyalty/${m.id}`, { token: admin })).body as Account;
    expect(staffView.data.find((e) => e.id === first.id)?.netAmount).toBe(39_999);
    expect(staffView.data.find((e) => e.id === other.id)?.netAmount).toBe(50_001);

    expect((await correct(admin, 2_000_000_000, { correctedAmount: 1, reason: "x" })).status).toBe(404);
    expect((await correct(admin, "abc", { correctedAmount: 1, reason: "x" })).status).toBe(404);
    const blank = await correct(admin, first.id, {});
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ correctedAmount: [loyaltyStaffWords.t("en", "loyaltyCorrectedAmountRequired")], reason: [loyaltyStaffWords.t("en", "loyaltyReasonRequired")] });
  });

  it("refuses a receipt already recorded for the member (whatever its case and spacing), but not for another member", async () => {
    const ref = receipt();
    expect((await spend(admin, valid(memberA.id, { receiptRef: ref }))).status).toBe(201);
    for (const again of [ref, ` ${ref.toLowerCase()} `]) {
      const dup = await spend(editor.token, valid(memberA.id, { receiptRef: again }));
      expect(dup.status).toBe(422);
      expect(dup.body.errors).toEqual({ receiptRef: [loyaltyStaffWords.t("en", "loyaltyReceiptTaken")] });
    }
    expect((await spend(admin, valid(memberB.id, { receiptRef: ref }))).status).toBe(201);
    // Two of the same at once: the unique index lets one through.
    const m = await member();
    const race = await Promise.all([0, 1, 2].map(() => spend(admin, valid(m.id, { receiptRef: ref }))));
    expect(race.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    expect((await own(m.token)).data.length).toBe(1);
  });

  it("takes spend dates that are real, not in the future and at most a year back (the hotel's calendar)", async () => {
    const at = (spentOn: unknown) => spend(admin, valid(memberA.id, { spentOn }));
    expect((await at(daysAgo(-1))).body.errors).toEqual({ spentOn: [loyaltyStaffWords.t("en", "loyaltyDateInFuture")] });
    expect((await at(daysAgo(367))).body.errors).toEqual({ spentOn: [loyaltyStaffWords.t("en", "loyaltyDateTooOld")] });
    expect((await at("2026-02-30")).body.errors).toEqual({ spentOn: [loyaltyStaffWords.t("en", "loyaltyDateInvalid")] });
    expect((await at("23/11/2026")).body.errors).toEqual({ spentOn: [loyaltyStaffWords.t("en", "loyaltyDateInvalid")] });
    expect((await at("")).body.errors).toEqual({ spentOn: [loyaltyStaffWords.t("en", "loyaltyDateRequired")] });
    expect((await at(20261123)).status).toBe(422);
    expect((await at(oneYearBefore(today()))).status).toBe(201);
    expect((await at(today())).status).toBe(201);
    expect(oneYearBefore("2028-02-29")).toBe("2027-02-28");
    expect(oneYearBefore("2026-11-23")).toBe("2025-11-23");
  });

  it("refuses hostile and wrong input with a message per field, and stores nothing", async () => {
    const m = await member();
    const blank = await spend(admin, {});
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({
      userId: [loyaltyStaffWords.t("en", "loyaltyMemberRequired")],
      amount: [loyaltyStaffWords.t("en", "loyaltyAmountRequired")],
      receiptRef: [loyaltyStaffWords.t("en", "loyaltyReceiptRequired")],
      spentOn: [loyaltyStaffWords.t("en", "loyaltyDateRequired")],
    });
    for (const amount of ["0x10", true, 12.5, "12.5", "1e4", -5, 0, [], { n: 1 }, 1_000_000_001, "12,34", "1,234.50", "1,234 500", "1,000,000,001"]) {
      const res = await spend(admin, valid(m.id, { amount }));
      expect(res.status, JSON.stringify(amount)).toBe(422);
      expect(res.body.errors, JSON.stringify(amount)).toEqual({ amount: [loyaltyStaffWords.t("en", "loyaltyAmountInvalid")] });
    }
    // Digits as a form sends them are fine.
    expect((await spend(admin, valid(m.id, { amount: "10000" }))).body.data.points).toBe(1);
    expect((await spend(admin, valid(m.id, { receiptRef: "x".repeat(65) }))).body.errors).toEqual({ receiptRef: [loyaltyStaffWords.t("en", "loyaltyReceiptTooLong")] });
    expect((await spend(admin, valid(m.id, { receiptRef: "R-1\u0000" }))).status).toBe(422);
    expect((await spend(admin, valid(m.id, { note: "x".repeat(501) }))).body.errors).toEqual({ note: [loyaltyStaffWords.t("en", "loyaltyNoteTooLong")] });
    expect((await spend(admin, valid(m.id, { userId: "0x1" }))).body.errors).toEqual({ userId: [loyaltyStaffWords.t("en", "loyaltyMemberUnknown")] });
    expect((await spend(admin, valid(2_000_000_000))).body.errors).toEqual({ userId: [loyaltyStaffWords.t("en", "loyaltyMemberUnknown")] });
    // Staff accounts earn no points.
    const staffId = (await api(url, "/api/user", { token: editor.token })).body.data.id as number;
    const toStaff = await spend(admin, valid(staffId));
    expect(toStaff.status).toBe(422);
    expect(toStaff.body.errors).toEqual({ userId: [loyaltyStaffWords.t("en", "loyaltyMemberIsStaff")] });
    expect((await spend(admin, valid(m.id, { receiptRef: "x".repeat(64), note: "y".repeat(500) }))).status).toBe(201);
    expect((await own(m.token)).data.length).toBe(2);
    // Not JSON, not an object: 400/422, never 500.
    const broken = await api(url, "/api/loyalty", { method: "POST", token: admin, body: "{", headers: { "content-type": "application/json" } });
    expect(broken.status).toBe(400);
    expect((await api(url, "/api/loyalty", { method: "POST", token: admin, body: "[1]" })).status).toBe(422);
  });

  it("answers 401 to anonymous callers, 403 to members writing, and has no way to edit or delete a line", async () => {
    const entry = (await spend(admin, valid(memberA.id))).body.data as Entry;
    for (const [method, path] of [["GET", "/api/loyalty"], ["GET", `/api/loyalty/${memberA.id}`], ["POST", "/api/loyalty"], ["POST", `/api/loyalty/${entry.id}/correction`]] as const) {
      const res = await api(url, path, { method, ...(method === "POST" ? { body: JSON.stringify(valid(memberA.id)) } : {}) });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    const bySelf = await spend(memberA.token, valid(memberA.id, { amount: 9_000_000 }));
    expect(bySelf.status).toBe(403);
    expect((await correct(memberA.token, entry.id, { correctedAmount: 900_000, reason: "mine" })).status).toBe(403);
    // Staff have no ledger of their own.
    expect((await api(url, "/api/loyalty", { token: editor.token })).status).toBe(403);
    for (const method of ["PUT", "DELETE"]) {
      const res = await api(url, `/api/loyalty/${entry.id}`, { method, token: admin, body: JSON.stringify({ amount: 1 }) });
      expect(res.status, method).toBe(405);
    }
    expect((await api(url, `/api/loyalty/${entry.id}/correction`, { method: "DELETE", token: admin })).status).toBe(405);
  });

  it("never shows one member another member's points, whatever id is guessed", async () => {
    const ref = receipt();
    await spend(admin, valid(memberA.id, { receiptRef: ref, amount: 120_000 }));
    // B asks for A's ledger, for ids around it, for a staff account's and for nonsense: all alike 404.
    const staffId = (await api(url, "/api/user", { token: editor.token })).body.data.id as number;
    for (const id of [memberA.id, memberA.id + 1, memberB.id - 1, staffId, 2_000_000_000, "abc", "-1", "0x1", `${memberA.id}.0`]) {
      const res = await api(url, `/api/loyalty/${id}`, { token: memberB.token });
      if (String(id) === String(memberB.id)) continue;
      expect(res.status, String(id)).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(ref);
    }
    const mineB = await api(url, `/api/loyalty/${memberB.id}`, { token: memberB.token });
    expect(mineB.status).toBe(200);
    expect(mineB.body).not.toHaveProperty("member");
    expect(JSON.stringify(mineB.body)).not.toContain(ref);
    expect(JSON.stringify((await api(url, "/api/loyalty", { token: memberB.token })).body)).not.toContain(ref);
    // A query parameter does not switch the ledger either.
    expect(JSON.stringify((await api(url, `/api/loyalty?userId=${memberA.id}`, { token: memberB.token })).body)).not.toContain(ref);
    // The member page shows only the caller's own lines.
    const cookieB = await pageCookie(url, memberB.email, MEMBER_PASSWORD);
    const pageB = await page(url, `/loyalties?userId=${memberA.id}`, { cookie: cookieB });
    expect(pageB.status).toBe(200);
    expect(pageB.text).not.toContain(ref);
    // Staff read any member, and find an unknown one or a staff account as 404.
    const forStaff = await api(url, `/api/loyalty/${memberA.id}`, { token: editor.token });
    expect(forStaff.status).toBe(200);
    expect(forStaff.body.member).toMatchObject({ id: memberA.id, email: memberA.email });
    expect(JSON.stringify(forStaff.body)).toContain(ref);
    expect((await api(url, `/api/loyalty/${staffId}`, { token: editor.token })).status).toBe(404);
    expect((await api(url, "/api/loyalty/2000000000", { token: editor.token })).status).toBe(404);
  });

  it("logs every spend and correction in the activity log, with who recorded it", async () => {
    const m = await member();
    const ref = receipt();
    const entry = (await spend(editor.token, valid(m.id, { receiptRef: ref, amount: 30_000 }))).body.data as Entry;
    const fix = (await correct(editor.token, entry.id, { correctedAmount: 20_000, reason: "Discount" })).body.data as Entry;
    const log = await api(url, "/api/activity?type=loyalty_entries", { token: admin });
    expect(log.status).toBe(200);
    const rows = (log.body.data as { action: string; subjectId: number; subjectLabel: string; actorEmail: string }[]).filter((e) => e.subjectId === entry.id || e.subjectId === fix.id);
    expect(rows.map((r) => r.subjectId)).toEqual([fix.id, entry.id]);
    expect(rows.every((r) => r.actorEmail === editor.email && r.action === "create")).toBe(true);
    expect(rows[1]?.subjectLabel).toContain(ref);
    expect(rows[1]?.subjectLabel).toContain("MWK 30,000");
    expect(rows[0]?.subjectLabel).toContain("MWK 20,000");
    // A refused write leaves no entry.
    const before = (await api(url, "/api/activity?type=loyalty_entries", { token: admin })).body.total as number;
    await spend(editor.token, valid(m.id, { receiptRef: ref }));
    expect((await api(url, "/api/activity?type=loyalty_entries", { token: admin })).body.total).toBe(before);
  });

  it("takes an amount as printed on a receipt, with thousands separators, from the API and the back-office form alike", async () => {
    const m = await member();
    const byApi = await spend(editor.token, valid(m.id, { amount: "1,234,500" }));
    expect(byApi.status).toBe(201);
    expect(byApi.body.data).toMatchObject({ amount: 1_234_500, points: 123 });
    expect((await spend(editor.token, valid(m.id, { amount: "25 500" }))).body.data).toMatchObject({ amount: 25_500, points: 2 });
    const editorCookie = await pageCookie(url, editor.email, STAFF_TEST_PASSWORD);
    const byForm = await page(url, `/loyalty?member=${m.id}`, {
      cookie: editorCookie,
      form: { intent: "record-spend", userId: String(m.id), amount: "1\u00a0000\u00a0000", receiptRef: receipt(), spentOn: today() },
    });
    expect(byForm.status).toBe(200);
    const correction = await correct(editor.token, byApi.body.data.id as number, { correctedAmount: "1,200,000", reason: "Bar bill on another receipt" });
    expect(correction.status).toBe(201);
    expect(correction.body.data).toMatchObject({ amount: -34_500 });
    const account = await own(m.token);
    expect(account.totalSpend).toBe(1_200_000 + 25_500 + 1_000_000);
  });

  it("serves My Loyalties to members only, and the back-office screen to staff, who record spends there", async () => {
    const anonymous = await page(url, "/loyalties");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/login?redirectTo=%2Floyalties");
    const m = await member();
    const ref = receipt();
    const editorCookie = await pageCookie(url, editor.email, STAFF_TEST_PASSWORD);
    const screen = await page(url, `/loyalty?member=${m.id}`, { cookie: editorCookie });
    expect(screen.status).toBe(200);
    const posted = await page(url, `/loyalty?member=${m.id}`, {
      cookie: editorCookie,
      form: { intent: "record-spend", userId: String(m.id), amount: "125000", receiptRef: ref, spentOn: today(), note: "Presidential suite, two nights" },
    });
    expect(posted.status).toBe(200);
    const dupe = await page(url, `/loyalty?member=${m.id}`, {
      cookie: editorCookie,
      form: { intent: "record-spend", userId: String(m.id), amount: "125000", receiptRef: ref, spentOn: today() },
    });
    expect(dupe.status).toBe(422);
    expect(dupe.text).toContain(loyaltyStaffWords.t("en", "loyaltyReceiptTaken"));
    const mine = await page(url, "/loyalties", { cookie: await pageCookie(url, m.email, MEMBER_PASSWORD) });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toContain("no-store");
    expect(mine.text).toContain("My Loyalties");
    expect(mine.text).toContain(ref);
    expect(mine.text).toContain("MWK 125,000");
    // Staff are shown the way to the back-office instead of a ledger of their own.
    const forStaff = await page(url, "/loyalties", { cookie: editorCookie });
    expect(forStaff.status).toBe(403);
    expect(forStaff.text).toContain('href="/loyalty"');
    // Members may not post to the back-office screen.
    const memberCookie = await pageCookie(url, m.email, MEMBER_PASSWORD);
    const memberPost = await page(url, "/loyalty", { cookie: memberCookie, form: { intent: "record-spend", userId: String(m.id), amount: "9000000", receiptRef: receipt(), spentOn: today() } });
    expect(memberPost.status).toBe(403);
    expect((await own(m.token)).balance).toBe(12);
  });
});

/**
 * The points rate is the site setting the VIP club pages advertise; a spend keeps the rate it
 * was recorded at, and its corrections use that rate. On a server of its own, as the setting
 * is shared by every page of a server.
 */
describe("the points rate follows the site setting, and a spend keeps its own rate", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ engine: "sqlite", env: { SEED_DEMO: "false" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("counts at the rate of the day the spend was recorded", async () => {
    const { url } = server;
    const admin = await loginAsStaff(url);
    const created = await createMember(url);
    const id = (await api(url, "/api/user", { token: created.token })).body.data.id as number;
    const record = (amount: number, receiptRef: string) =>
      api(url, "/api/loyalty", { method: "POST", token: admin, body: JSON.stringify({ userId: id, amount, receiptRef, spentOn: hotelDate() }) });
    const setRate = (rate: number) => api(url, "/api/settings", { method: "PUT", token: admin, body: JSON.stringify({ vipPointsPer10000Mwk: rate }) });

    const atOne = (await record(25_500, "A-1")).body.data as Entry;
    expect(atOne.points).toBe(2);
    expect((await setRate(3)).status).toBe(200);
    const atThree = await record(25_500, "A-2");
    expect(atThree.body.data.points).toBe(6);
    expect(atThree.body.balance).toBe(8);
    // The member page explains today's rate.
    const mine = await page(url, "/loyalties", { cookie: await pageCookie(url, created.email, MEMBER_PASSWORD) });
    expect(mine.text.replace(/<!-- -->/g, "")).toContain("3 points for every full MWK 10,000");
    // The first receipt, corrected now, loses its points at its own rate (1), not today's (3).
    const fix = await api(url, `/api/loyalty/${atOne.id}/correction`, { method: "POST", token: admin, body: JSON.stringify({ correctedAmount: 0, reason: "Wrong member" }) });
    expect(fix.body.data.points).toBe(-2);
    expect(fix.body.balance).toBe(6);
  });
});
