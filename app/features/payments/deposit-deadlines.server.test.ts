import { describe, expect, it } from "vitest";
import { migratedTestDatabase } from "../../../tests/support/test-database";
import { actOnDepositDeadlines } from "~/features/payments/deposit-deadlines.server";

/**
 * A stay whose time to pay has passed while a checkout of it is still open: a server that can
 * ask PayChangu waits for the answer (decision 069); one without PayChangu's keys never asks, so
 * it must not wait for ever either.
 */
describe("the deposit deadline and an open checkout", () => {
  const test = migratedTestDatabase("deposit-deadlines");
  const now = new Date("2032-07-03T12:00:00.000Z");

  async function unpaidStayWithOpenCheckout(reference: string): Promise<number> {
    const at = "2032-07-01T10:00:00.000Z";
    const made = await test.db
      .insertInto("reservations")
      .values({
        reference, room_id: null, room_name: "Deluxe", arrival: "2032-07-10", departure: "2032-07-12", adults: 1, children: 0, rooms: 1,
        guest_name: "Tiwonge Mbewe", email: "guest@example.com", phone: "+265 991 234 567", special_requests: "", status: "confirmed", total: 240_000,
        discount_percent: 0, user_id: null, cancel_token_hash: null, confirmation_cancel_token_hash: null, decline_reason: null, notes: "",
        updated_by: null, created_at: at, updated_at: at, channel: "direct",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await test.db.updateTable("reservations").set({ deposit_due: 120_000, deposit_due_by: "2032-07-03T10:00:00.000Z" }).where("id", "=", made.id).execute();
    await test.db
      .insertInto("stay_payments")
      .values({
        reservation_id: made.id, kind: "deposit", method: "paychangu", amount: 120_000, currency: "MWK", amount_mwk: 120_000, status: "pending", tx_ref: `DEP-${reference}`,
        checkout_url: "https://checkout.example/abc", provider_ref: null, provider_method: null, paid_at: null, note: "", created_by: null, created_at: at, updated_at: at,
      })
      .execute();
    return made.id;
  }
  const reminded = async (id: number) => (await test.db.selectFrom("reservations").select("deposit_reminded_at").where("id", "=", id).executeTakeFirstOrThrow()).deposit_reminded_at;

  it("waits while PayChangu has not been asked about the checkout, on a server that can ask", async () => {
    const id = await unpaidStayWithOpenCheckout("RS-DL-ASK");
    const env = { PUBLIC_URL: undefined, PAYCHANGU_SECRET_KEY: "sec-test-0123456789abcdef", PAYCHANGU_WEBHOOK_SECRET: "whsec-0123456789abcdef", PAYCHANGU_API_URL: "http://127.0.0.1:9" };
    expect(await actOnDepositDeadlines(test.db, env, now)).toMatchObject({ reminded: 0 });
    expect(await reminded(id)).toBeNull();
    // Once asked (more than two minutes ago) and still unpaid, the deadline acts.
    await test.db.updateTable("stay_payments").set({ checked_at: "2032-07-03T11:50:00.000Z" }).where("reservation_id", "=", id).execute();
    expect(await actOnDepositDeadlines(test.db, env, now)).toMatchObject({ reminded: 1 });
  });

  it("acts at once on a server without PayChangu's keys, which never asks", async () => {
    const id = await unpaidStayWithOpenCheckout("RS-DL-NOKEYS");
    expect(await actOnDepositDeadlines(test.db, { PUBLIC_URL: undefined }, now)).toMatchObject({ reminded: 1 });
    expect(await reminded(id)).toBe(now.toISOString());
  });
});
