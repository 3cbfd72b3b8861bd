import { randomUUID } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Insertable, Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import type { VipApplicationsTable } from "~/features/vip/vip.tables";
import { openDatabase } from "~/platform/db/db.server";
import { hotelDate } from "~/lib/dates";
import { queueVipExpiryReminders } from "~/features/vip/expiry-reminders.server";
import { addDays, addYears } from "~/features/vip/vip-review.server";
import { loadStaffOverview } from "~/features/dashboard/staff-overview.server";
import { api, createMember, loginAsStaff } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { createStaffAccount, STAFF_TEST_PASSWORD } from "../support/staff-accounts";
import { type RunningServer, startServer } from "../support/start-server";
import { startSmtpInbox } from "../support/smtp-inbox";
import { vipWords } from "~/features/vip/vip-words";
import { vipStaffWords } from "~/features/vip/vip-staff-words";

type Application = {
  id: number;
  userID: number;
  firstName: string;
  lastName: string;
  Company: string;
  cell: string;
  passportNo: string;
  email: string;
  department: string;
  expires: string | null;
  status: string;
  renewalStatus: string | null;
  reviewNote: string;
  reviewedBy: string | null;
  active: boolean;
};

/**
 * Staff review of VIP club applications (DECISIONS §7) on both engines, on servers of their
 * own that send email to a test relay, so each review's email is seen arriving.
 */
describe.each(["sqlite", "postgres"] as const)("VIP applications review on %s", (engine) => {
  let server: RunningServer;
  let url: string;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let handle: ReturnType<typeof openDatabase>;
  let db: Kysely<Database>;
  let admin: string;
  let editor: { email: string; token: string };
  let member: Awaited<ReturnType<typeof createMember>>;
  let memberId: number;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startServer({
      engine,
      // LOG_LEVEL info: the start-up round of the expiry reminders is an info line.
      env: { SEED_DEMO: "false", LOG_LEVEL: "info", SMTP_URL: inbox.url, RATE_LIMITS: JSON.stringify({ register: { limit: 1000, windowSeconds: 600 }, loginPerAddress: { limit: 1000, windowSeconds: 60 } }) },
    });
    url = server.url;
    handle = openDatabase({ databaseUrl: server.databaseUrl, sqliteFile: path.join(server.dataDir, "hotel.sqlite") });
    db = handle.db;
    admin = await loginAsStaff(url);
    editor = await createStaffAccount(server, "editor");
    member = await createMember(url);
    memberId = (await db.selectFrom("users").select("id").where("email", "=", member.email).executeTakeFirstOrThrow()).id;
  });

  afterAll(async () => {
    await handle?.close();
    await server?.stop();
    await inbox?.close();
  });

  /** An application as the member side stores it; `tag` makes its name and email unique. */
  async function insertApplication(values: Partial<Insertable<VipApplicationsTable>> = {}) {
    const tag = randomUUID().slice(0, 8);
    const now = new Date().toISOString();
    const row = await db
      .insertInto("vip_applications")
      .values({
        user_id: memberId,
        idempotency_key: null,
        title: "Mrs",
        first_name: "Chikondi",
        last_name: `Banda ${tag}`,
        company: "Lilongwe Traders",
        postal_address: "P.O. Box 30211, Lilongwe 3",
        cell: "+265991234567",
        cell2: "+265888765432",
        nationality: "Malawian",
        birth_date: "1985-04-12",
        passport_no: `MA${tag}`,
        email: `vip-${tag}@example.com`,
        sms: "Email",
        signature: "I consent",
        created_at: now,
        updated_at: now,
        ...values,
      })
      .returning(["id", "email", "last_name", "passport_no"])
      .executeTakeFirstOrThrow();
    return row;
  }

  const review = (id: number | string, body: unknown, token?: string, kind: "review" | "renewal" = "review") =>
    api(url, `/api/VipClub/${id}/${kind}`, { method: "PUT", body: JSON.stringify(body), ...(token ? { token } : {}) });
  const list = async (query = "", token = admin) => (await api(url, `/api/VipClub${query}`, { token })).body.data as Application[];
  const auditOf = (id: number) =>
    db.selectFrom("audit_log").select(["action", "actor_email", "subject_label"]).where("subject_type", "=", "vip_applications").where("subject_id", "=", id).orderBy("id").execute();
  const emailsTo = async (to: string, subject: string) => {
    await expect.poll(() => inbox.to(to).filter((m) => m.subject.includes(subject)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    return inbox.to(to).filter((m) => m.subject.includes(subject));
  };

  it("refuses visitors (401), members (403), unknown applications (404) and bad decisions (422)", async () => {
    const app = await insertApplication();
    expect((await api(url, "/api/VipClub")).status).toBe(401);
    expect((await review(app.id, { decision: "approve" })).status).toBe(401);
    expect((await review(app.id, { decision: "approve" }, undefined, "renewal")).status).toBe(401);
    expect((await api(url, "/api/VipClub", { token: member.token })).status).toBe(403);
    expect((await review(app.id, { decision: "approve" }, member.token)).status).toBe(403);
    expect((await review(app.id, { decision: "approve" }, member.token, "renewal")).status).toBe(403);
    expect((await review(999_999, { decision: "approve" }, editor.token)).status).toBe(404);
    expect((await review(999_999, { decision: "approve" }, editor.token, "renewal")).status).toBe(404);
    expect((await review("abc", { decision: "approve" }, editor.token)).status).toBe(404);
    for (const body of [{ decision: "maybe" }, {}, { decision: "approve", note: "x".repeat(1001) }]) {
      const res = await review(app.id, body, editor.token);
      expect(res.status).toBe(422);
      expect(res.body.errors).toBeTypeOf("object");
    }
    expect((await review(app.id, { decision: "maybe" }, editor.token)).body.errors.decision).toEqual([vipStaffWords.t("en", "vipDecisionInvalid")]);
    expect((await api(url, "/api/VipClub?status=lapsed", { token: editor.token })).status).toBe(422);
    // Nothing changed, nothing logged, nothing sent.
    expect((await db.selectFrom("vip_applications").select("status").where("id", "=", app.id).executeTakeFirstOrThrow()).status).toBe("pending");
    expect(await auditOf(app.id)).toEqual([]);
  });

  it("lists applications for staff with SPEC's field names, by status and by search", async () => {
    const app = await insertApplication();
    const pending = await list("?status=pending", editor.token);
    const found = pending.find((a) => a.id === app.id);
    expect(found).toMatchObject({
      userID: memberId,
      firstName: "Chikondi",
      lastName: app.last_name,
      Company: "Lilongwe Traders",
      cell: "+265991234567",
      passportNo: app.passport_no,
      email: app.email,
      department: "0",
      expires: null,
      status: "pending",
      renewalStatus: null,
      active: false,
    });
    expect((await list("?status=approved")).some((a) => a.id === app.id)).toBe(false);
    expect((await list(`?q=${encodeURIComponent(app.passport_no.toLowerCase())}`)).map((a) => a.id)).toEqual([app.id]);
    expect((await list(`?q=${encodeURIComponent(`chikondi ${app.last_name}`)}`)).map((a) => a.id)).toEqual([app.id]);
    expect((await list(`?q=${encodeURIComponent(app.email.toUpperCase())}`)).map((a) => a.id)).toEqual([app.id]);
  });

  it("approves: department Marketing, expiry one year on from the hotel's today, audited and emailed; a second approval is refused", async () => {
    const app = await insertApplication();
    const res = await review(app.id, { decision: "approve" }, editor.token);
    expect(res.status).toBe(200);
    const expires = addYears(hotelDate(), 1);
    expect(res.body.message).toBe(vipStaffWords.t("en", "vipApproved", { expires }));
    expect(res.body.data).toMatchObject({ id: app.id, status: "approved", department: "Marketing", expires, active: true, reviewedBy: "Thoko Editor" });
    const audit = await auditOf(app.id);
    expect(audit).toEqual([{ action: "approve", actor_email: editor.email, subject_label: expect.stringContaining(app.last_name) }]);
    const [email] = await emailsTo(app.email, "membership is approved");
    expect(email?.text).toContain("active until");
    expect(email?.text).toContain(String(Number(expires.slice(0, 4))));

    for (const decision of ["approve", "reject"]) {
      const again = await review(app.id, { decision }, admin);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(vipStaffWords.t("en", "vipNotPending", { status: "approved" }));
    }
    expect(await auditOf(app.id)).toHaveLength(1);
    expect((await list("?status=approved")).find((a) => a.id === app.id)?.expires).toBe(expires);
  });

  it("rejects with a note kept on the application and sent to the applicant", async () => {
    const app = await insertApplication();
    const note = "We could not verify the passport number; please apply again with a copy.";
    const res = await review(app.id, { decision: "reject", note }, admin);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(vipStaffWords.t("en", "vipRejected"));
    expect(res.body.data).toMatchObject({ status: "rejected", reviewNote: note, department: "0", expires: null, active: false });
    expect((await auditOf(app.id)).map((a) => a.action)).toEqual(["reject"]);
    const [email] = await emailsTo(app.email, "VIP Club application");
    expect(email?.text).toContain(note);
    expect((await review(app.id, { decision: "approve" }, admin)).status).toBe(409);
  });

  it("lets a member send a rejected application again: pending for staff, review cleared, audited, emailed again; nothing else is sent again", async () => {
    const app = await insertApplication();
    const resubmit = (id: number | string, token?: string) => api(url, `/api/VipClub/${id}/resubmit`, { method: "POST", ...(token ? { token } : {}) });
    const received = async () =>
      (await db.selectFrom("email_outbox").select("id").where("kind", "=", "vip-received").where("to_address", "=", app.email).execute()).length;

    // Under review: nothing to send again.
    const early = await resubmit(app.id, member.token);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(vipWords.t("en", "vipResubmitNotRejected", { status: "pending" }));
    expect((await review(app.id, { decision: "reject", note: "Passport copy unreadable." }, editor.token)).status).toBe(200);

    // Only its own member may send it again.
    const other = await createMember(url);
    expect((await resubmit(app.id, other.token)).status).toBe(404);
    expect((await resubmit(app.id)).status).toBe(401);
    expect((await resubmit(app.id, editor.token)).status).toBe(403);
    expect((await resubmit(999_999, member.token)).status).toBe(404);
    expect((await resubmit("abc", member.token)).status).toBe(404);
    expect((await db.selectFrom("vip_applications").select("status").where("id", "=", app.id).executeTakeFirstOrThrow()).status).toBe("rejected");
    expect(await received()).toBe(0);

    // Another application, first sent after this one: newest first under Pending, until this one is sent again.
    const later = await insertApplication();
    expect((await list("?status=pending", editor.token))[0]?.id).toBe(later.id);
    // Two taps at once: one is sent again, the other is told it already is.
    const [a, b] = await Promise.all([resubmit(app.id, member.token), resubmit(app.id, member.token)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const res = a.status === 200 ? a : b;
    expect(res.body.message).toBe(vipWords.t("en", "vipResubmitted"));
    expect(res.body.data).toMatchObject({ id: app.id, status: "pending", membership: "pending", canRenew: false, department: "0", expires: null });
    expect((a.status === 409 ? a : b).body.message).toBe(vipWords.t("en", "vipResubmitNotRejected", { status: "pending" }));
    const stored = await db.selectFrom("vip_applications").select(["status", "review_note", "reviewed_by", "reviewed_at"]).where("id", "=", app.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: "pending", review_note: "", reviewed_by: null, reviewed_at: null });
    expect(await auditOf(app.id)).toEqual([
      { action: "reject", actor_email: editor.email, subject_label: expect.stringContaining(app.last_name) },
      { action: "resubmit", actor_email: member.email, subject_label: expect.stringContaining(app.last_name) },
    ]);
    expect(await received()).toBe(1);
    const [email] = await emailsTo(app.email, "application is under review");
    expect(email?.text).toContain("Dear Mrs");

    // Staff find it back at the top of Pending (above one first sent later), without the old rejection, and review it as any other.
    expect((await list("?status=pending", editor.token))[0]).toMatchObject({ id: app.id, status: "pending", reviewNote: "", reviewedBy: null });
    expect((await list("?status=rejected")).some((x) => x.id === app.id)).toBe(false);
    const approved = await review(app.id, { decision: "approve" }, editor.token);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: "approved", active: true });
    const late = await resubmit(app.id, member.token);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(vipWords.t("en", "vipResubmitNotRejected", { status: "approved" }));
    expect((await auditOf(app.id)).map((x) => x.action)).toEqual(["reject", "resubmit", "approve"]);
    expect(await received()).toBe(1);
  });

  it("sends a rejected application again through the /dashboard form intent, without JavaScript", async () => {
    // A member of their own, so the profile speaks for this application.
    const fresh = await createMember(url);
    const freshId = (await db.selectFrom("users").select("id").where("email", "=", fresh.email).executeTakeFirstOrThrow()).id;
    const app = await insertApplication({ user_id: freshId });
    const cookie = await pageCookie(url, fresh.email, "Zikomo-Kwambiri-77");
    const send = (id: number) => page(url, "/dashboard", { cookie, form: { intent: "resubmit", id: String(id) } });
    expect((await send(app.id)).status).toBe(409);
    expect((await review(app.id, { decision: "reject" }, admin)).status).toBe(200);
    const rejectedPage = await page(url, "/dashboard", { cookie });
    expect(rejectedPage.text).toContain("You can correct your details with Edit and then send it again for review.");
    expect(rejectedPage.text).toContain(">Send again<");
    const sent = await send(app.id);
    expect(sent.status).toBe(200);
    expect(sent.text).toContain("Under review");
    expect(sent.text).not.toContain(">Send again<");
    expect((await db.selectFrom("vip_applications").select("status").where("id", "=", app.id).executeTakeFirstOrThrow()).status).toBe("pending");
    // Another member's application is not found through the page either.
    const other = await createMember(url);
    const otherCookie = await pageCookie(url, other.email, "Zikomo-Kwambiri-77");
    expect((await review(app.id, { decision: "reject" }, admin)).status).toBe(200);
    expect((await page(url, "/dashboard", { cookie: otherCookie, form: { intent: "resubmit", id: String(app.id) } })).status).toBe(404);
    expect((await db.selectFrom("vip_applications").select("status").where("id", "=", app.id).executeTakeFirstOrThrow()).status).toBe("rejected");
  });

  it("renewals: approval extends from the later of today and the current expiry; only a pending request can be answered", async () => {
    const today = hotelDate();
    const lapsed = await insertApplication({ status: "approved", department: "Marketing", expires: addDays(today, -40), renewal_status: "pending", renewal_requested_at: new Date().toISOString(), expiry_reminder_for: addDays(today, -40) });
    const early = await insertApplication({ status: "approved", department: "Marketing", expires: addDays(today, 20), renewal_status: "pending", renewal_requested_at: new Date().toISOString(), expiry_reminder_for: addDays(today, 20) });
    const noRequest = await insertApplication({ status: "approved", department: "Marketing", expires: addDays(today, 20) });

    expect((await list("?status=renewal")).map((a) => a.id)).toEqual(expect.arrayContaining([lapsed.id, early.id]));
    expect((await list("?status=renewal")).map((a) => a.id)).not.toContain(noRequest.id);

    const a = await review(lapsed.id, { decision: "approve" }, editor.token, "renewal");
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({ expires: addYears(today, 1), renewalStatus: "approved", status: "approved", active: true });
    const b = await review(early.id, { decision: "approve" }, editor.token, "renewal");
    expect(b.body.data).toMatchObject({ expires: addYears(addDays(today, 20), 1), renewalStatus: "approved" });
    expect(b.body.message).toBe(vipStaffWords.t("en", "vipRenewalApproved", { expires: addYears(addDays(today, 20), 1) }));
    // The reminder mark is cleared: the new expiry gets its own reminder.
    const marks = await db.selectFrom("vip_applications").select(["id", "expiry_reminder_for"]).where("id", "in", [lapsed.id, early.id]).execute();
    expect(marks.every((m) => m.expiry_reminder_for === null)).toBe(true);
    expect((await auditOf(early.id)).map((x) => x.action)).toEqual(["approve-renewal"]);
    await emailsTo(early.email, "membership is renewed");

    const again = await review(early.id, { decision: "approve" }, editor.token, "renewal");
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(vipStaffWords.t("en", "vipNoRenewalPending"));
    expect((await review(noRequest.id, { decision: "reject" }, editor.token, "renewal")).status).toBe(409);
    // A pending renewal is not a pending application.
    expect((await review(noRequest.id, { decision: "approve" }, editor.token)).status).toBe(409);

    const rejected = await insertApplication({ status: "approved", department: "Marketing", expires: addDays(today, -5), renewal_status: "pending", renewal_requested_at: new Date().toISOString() });
    const r = await review(rejected.id, { decision: "reject", note: "Membership is closed for renewals this season." }, admin, "renewal");
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ renewalStatus: "rejected", expires: addDays(today, -5), active: false, reviewNote: "Membership is closed for renewals this season." });
    expect((await auditOf(rejected.id)).map((x) => x.action)).toEqual(["reject-renewal"]);
    const [email] = await emailsTo(rejected.email, "VIP Club renewal");
    expect(email?.text).toContain("closed for renewals");
  });

  it("reminds each member once per expiry, 30 days ahead, and again for a renewal's new expiry", async () => {
    // Fixed dates years ahead, so no other test's membership falls in the window.
    const soon = await insertApplication({ status: "approved", department: "Marketing", expires: "2031-06-20" });
    const lastDay = await insertApplication({ status: "approved", department: "Marketing", expires: "2031-07-01" });
    const later = await insertApplication({ status: "approved", department: "Marketing", expires: "2031-07-02" });
    const expired = await insertApplication({ status: "approved", department: "Marketing", expires: "2031-05-31" });
    const pending = await insertApplication({ expires: "2031-06-15" });
    const rejected = await insertApplication({ status: "rejected", expires: "2031-06-15" });
    const reminded = async (email: string) =>
      (await db.selectFrom("email_outbox").select("id").where("kind", "=", "vip-expiring").where("to_address", "=", email).execute()).length;

    expect(await queueVipExpiryReminders(db, "2031-06-01")).toBe(2);
    expect(await queueVipExpiryReminders(db, "2031-06-01")).toBe(0);
    expect(await queueVipExpiryReminders(db, "2031-06-02")).toBe(1); // `later` comes into the window
    for (const app of [soon, lastDay, later]) expect(await reminded(app.email)).toBe(1);
    for (const app of [expired, pending, rejected]) expect(await reminded(app.email)).toBe(0);
    expect((await db.selectFrom("vip_applications").select("expiry_reminder_for").where("id", "=", soon.id).executeTakeFirstOrThrow()).expiry_reminder_for).toBe("2031-06-20");
    const [email] = await emailsTo(soon.email, "membership expires on 20 June 2031");
    expect(email?.text).toContain("Renew");

    // The member renews; staff approve: one year on from the current expiry, and a new reminder in time.
    await db.updateTable("vip_applications").set({ renewal_status: "pending", renewal_requested_at: new Date().toISOString() }).where("id", "=", soon.id).execute();
    const renewed = await review(soon.id, { decision: "approve" }, admin, "renewal");
    expect(renewed.body.data.expires).toBe("2032-06-20");
    expect(await queueVipExpiryReminders(db, "2031-06-05")).toBe(0);
    expect(await queueVipExpiryReminders(db, "2032-05-21")).toBe(1);
    expect(await queueVipExpiryReminders(db, "2032-05-21")).toBe(0);
    expect(await reminded(soon.email)).toBe(2);
  });

  it("runs the reminders at start-up on the hotel's today and logs how many it queued", () => {
    expect(server.output()).toMatch(/"msg":"vip expiry reminders","queued":\d+,"today":"\d{4}-\d{2}-\d{2}"/);
  });

  it("gives the staff overview its counts and the hotel's day from the database", async () => {
    const today = "2033-03-15";
    const before = await loadStaffOverview(db, today);
    const now = new Date().toISOString();
    await insertApplication();
    await insertApplication({ status: "approved", department: "Marketing", expires: "2033-04-01", renewal_status: "pending", renewal_requested_at: now, last_name: "Expiring Soon" });
    await insertApplication({ status: "approved", department: "Marketing", expires: "2033-05-01", last_name: "Expiring Later" });
    await db.insertInto("event_requests").values({
      reference: "EV-2033-9001", idempotency_key: null, event_name: "Tobacco Auction Gala", start_date: today, end_date: today, event_type: "conference", num_rooms: null,
      attendees: 120, other: "", service_type: "No", space: "rounds", first_name: "Mphatso", last_name: "Gondwe", contact_email: "gala@example.com",
      phone_number: "+265999000111", additional_info: "", file_id: null, status: "confirmed", notes: "", updated_by: null, created_at: now, updated_at: now,
    }).execute();
    await db.insertInto("event_requests").values({
      reference: "EV-2033-9002", idempotency_key: null, event_name: "Budget Workshop", start_date: today, end_date: today, event_type: "workshop", num_rooms: null,
      attendees: 20, other: "", service_type: "No", space: "rounds", first_name: "Yamikani", last_name: "Chirwa", contact_email: "ws@example.com",
      phone_number: "+265999000222", additional_info: "", file_id: null, status: "new", notes: "", updated_by: null, created_at: now, updated_at: now,
    }).execute();
    await db.insertInto("vacancies").values({ name: "Night Auditor", closing_date: today, vacancy: "<p>Nights</p>", created_at: now, updated_at: now }).execute();
    await db.insertInto("vacancies").values({ name: "Head Chef", closing_date: "2033-03-16", vacancy: "<p>Kitchen</p>", created_at: now, updated_at: now }).execute();
    await db.insertInto("adverts").values({ title: "Easter Brunch", user_id: null, period: today, image_id: null, created_at: now, updated_at: now }).execute();
    await db.insertInto("contact_messages").values({ name: "Guest", email: "g@example.com", phonenumber: "+265999", message: "Hello", created_at: now, handled_at: null, handled_by: null }).execute();

    const after = await loadStaffOverview(db, today);
    expect(after.today).toBe(today);
    expect(after.pendingVipApplications).toBe(before.pendingVipApplications + 1);
    expect(after.pendingVipRenewals).toBe(before.pendingVipRenewals + 1);
    expect(after.newEventRequests).toBe(before.newEventRequests + 1);
    expect(after.openContactMessages).toBe(before.openContactMessages + 1);
    expect(after.eventsStartingToday).toEqual([{ id: expect.any(Number), reference: "EV-2033-9001", eventName: "Tobacco Auction Gala", guest: "Mphatso Gondwe", attendees: 120 }]);
    expect(after.vacanciesClosingToday.map((v) => v.name)).toEqual(["Night Auditor"]);
    expect(after.advertsEndingToday.map((a) => a.title)).toEqual(["Easter Brunch"]);
    expect(after.membershipsExpiringCount).toBe(1);
    expect(after.membershipsExpiring).toEqual([{ id: expect.any(Number), name: "Mrs Chikondi Expiring Soon", expires: "2033-04-01", renewalRequested: true }]);

    const quiet = await loadStaffOverview(db, "2040-01-01");
    expect(quiet).toMatchObject({ eventsStartingToday: [], vacanciesClosingToday: [], advertsEndingToday: [], membershipsExpiring: [], membershipsExpiringCount: 0 });
  });

  it("serves /vipApplications and its CSV to staff only: visitors log in, members are refused", async () => {
    const app = await insertApplication();
    for (const path of ["/vipApplications", "/vipApplications.csv"]) {
      const visitor = await page(url, path);
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("location")).toMatch(/^\/login/);
      const memberCookie = await pageCookie(url, member.email, "Zikomo-Kwambiri-77");
      expect((await page(url, path, { cookie: memberCookie })).status).toBe(403);
    }
    const cookie = await pageCookie(url, editor.email, STAFF_TEST_PASSWORD);
    const screen = await page(url, `/vipApplications?q=${encodeURIComponent(app.passport_no)}`, { cookie });
    expect(screen.status).toBe(200);
    expect(screen.text).toContain(app.last_name);
    expect(screen.text).toContain("+265 991 234 567");
    expect(screen.text).toContain("Approve");
    const csv = await fetch(`${url}/vipApplications.csv?q=${encodeURIComponent(app.passport_no)}`, { headers: { cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const body = await csv.text();
    expect(body.split("\r\n").filter(Boolean)).toHaveLength(2);
    expect(body).toContain(app.passport_no);

    // The page's form reviews like the API: a plain form post, a note kept.
    const posted = await page(url, "/vipApplications", { cookie, form: { intent: "review-vip-application", id: String(app.id), decision: "reject", note: "Incomplete" } });
    expect(posted.status).toBe(200);
    expect(posted.text).toContain(vipStaffWords.t("en", "vipRejected"));
    const stored = await db.selectFrom("vip_applications").select(["status", "review_note"]).where("id", "=", app.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: "rejected", review_note: "Incomplete" });
    const again = await page(url, "/vipApplications", { cookie, form: { intent: "review-vip-application", id: String(app.id), decision: "approve" } });
    expect(again.status).toBe(409);
  });
});
