import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { api, createMember, imageForm, jpeg, loginAs, loginAsStaff, MEMBER_PASSWORD, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { withServerDatabase } from "../support/server-database";
import { eventually } from "../support/eventually";

/**
 * A member sees the stays booked with their email before they had an account (or signed out),
 * but only once a link sent to that address has been used: anyone can register any address.
 */
describe.each(servers())("a member's stays booked with their email on $engine", (server) => {
  const { url } = server;
  let staff: string;
  let roomTypeId: number;

  beforeAll(async () => {
    staff = await loginAsStaff(url);
    const created = await api(url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: `Lake View ${randomUUID().slice(0, 6)}`, fee: "90000", inventory: "4", maxGuests: "2" }, { bytes: await jpeg(240, 160), name: "room.jpg", type: "image/jpeg" }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    roomTypeId = created.body.data.id;
  });

  async function bookSignedOut(email: string, inDays: number) {
    const arrival = addDays(hotelDate(), inDays);
    const asked = await api(url, "/api/reservations", {
      method: "POST",
      body: JSON.stringify({ arrival, departure: addDays(arrival, 2), adults: 2, children: 0, roomType: roomTypeId, name: "Thoko Mwale", email, phone: "+265 991 234 567" }),
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    return asked.body.reference as string;
  }

  const mine = async (token: string) => ((await api(url, "/api/reservations/mine", { token })).body.data as { reference: string }[]).map((r) => r.reference);

  async function newestEmail(to: string, kind: string) {
    const rows = await withServerDatabase(server, (db) => db.selectFrom("email_outbox").select(["text_body", "subject"]).where("to_address", "=", to).where("kind", "=", kind).orderBy("id", "desc").execute());
    return rows[0];
  }

  it("shows them once the member confirms the address from the dashboard, not before; another address's stays never", async () => {
    const email = `early-${randomUUID().slice(0, 8)}@example.com`;
    const earlier = await bookSignedOut(email, 30);
    const someoneElses = await bookSignedOut(`other-${randomUUID().slice(0, 8)}@example.com`, 31);

    const member = await createMember(url, { email });
    expect(await mine(member.token)).toEqual([]);

    // The dashboard invites the member to confirm the address, and sends the link when asked.
    const cookie = await pageCookie(url, email, MEMBER_PASSWORD);
    const dashboard = await page(url, "/dashboard", { cookie });
    expect(dashboard.text).toContain(`Confirm that ${email} is yours`);
    expect(dashboard.text).not.toContain(earlier);
    const asked = await page(url, "/dashboard", { cookie, form: { intent: "verify-email" } });
    expect(asked.status).toBe(200);
    expect(asked.text).toContain(`We have sent a link to ${email}.`);
    const sent = await newestEmail(email, "email-verify");
    expect(sent?.subject).toMatch(/^Confirm your email for /);
    const link = new URL(sent!.text_body.match(/https?:\/\/\S+\/confirm-email\/\S+/)![0]).pathname;

    // Opening the link changes nothing; the button confirms.
    const question = await page(url, link);
    expect(question.text).toContain("Confirm that <strong>");
    expect(await mine(member.token)).toEqual([]);
    const confirmed = await page(url, link, { form: {} });
    expect(confirmed.text).toContain(`Thank you: ${email} is confirmed.`);

    expect(await mine(member.token)).toEqual([earlier]);
    expect(await mine(member.token)).not.toContain(someoneElses);
    const after = await page(url, "/dashboard", { cookie });
    expect(after.text).toContain(earlier);
    expect(after.text).not.toContain("Confirm my email");
    // The link is spent, and no "your email changed" notice went to the address.
    expect((await page(url, link, { form: {} })).status).toBe(422);
    expect(await newestEmail(email, "email-changed")).toBeUndefined();

    // The member may cancel that stay as their own.
    const [stay] = (await api(url, "/api/reservations/mine", { token: member.token })).body.data as { id: number }[];
    const cancelled = await api(url, `/api/reservations/${stay!.id}/cancel`, { method: "POST", token: member.token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  });

  it("counts a used password-reset link as proof of the address", async () => {
    const email = `reset-${randomUUID().slice(0, 8)}@example.com`;
    const earlier = await bookSignedOut(email, 40);
    const member = await createMember(url, { email });
    expect(await mine(member.token)).toEqual([]);
    expect((await api(url, "/api/forget-password", { method: "POST", body: JSON.stringify({ email }) })).status).toBeLessThan(300);
    // The link is written after the answer (the same time for every address asked for).
    const sent = await eventually("the reset email", () => newestEmail(email, "password-reset"), (found) => found !== undefined);
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(sent!.text_body);
    expect(token, sent!.text_body).not.toBeNull();
    const password = "Another-Pass-2026!";
    const reset = await api(url, "/api/reset-password", {
      method: "POST",
      body: JSON.stringify({ token: token![1], email, password, password_confirmation: password }),
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(await mine(await loginAs(url, email, password))).toEqual([earlier]);
  });
});
