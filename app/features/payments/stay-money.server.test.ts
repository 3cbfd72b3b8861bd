import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import type { Viewer } from "~/platform/auth/roles";
import { migratedTestDatabase } from "../../../tests/support/test-database";
import { depositChangeLabel, readDepositChangeLabel } from "~/features/payments/refunds.server";
import { DepositChangeSchema, DeskPaymentSchema } from "~/features/payments/schema";
import { STAY_MONEY_INTENTS } from "~/features/payments/stay-money-links";
import { runStayMoneyIntent, stayMoney, stayMoneyNotice } from "~/features/payments/stay-money.server";

/** The Money section of a stay's page: its forms go through the API's schemas and functions, its notice is read back from the ledger. */
describe("a stay's money, as its page reads and writes it", () => {
  const test = migratedTestDatabase("stay-money");
  let staff: Viewer;

  async function stay(reference: string, status = "confirmed", depositDue = 72_000) {
    if (!staff) {
      const user = await test.db
        .insertInto("users")
        .values({ name: "Desk Clerk", email: "desk@example.com", password_hash: "x", usertype: 1, created_at: "2032-01-01T00:00:00.000Z", updated_at: "2032-01-01T00:00:00.000Z" })
        .returning("id")
        .executeTakeFirstOrThrow();
      staff = { id: user.id, name: "Desk Clerk", email: "desk@example.com", usertype: 1, role: "admin" };
    }
    const at = "2032-06-01T10:00:00.000Z";
    const made = await test.db
      .insertInto("reservations")
      .values({
        reference, room_id: null, room_name: "Deluxe", arrival: "2032-07-10", departure: "2032-07-13", adults: 1, children: 0, rooms: 1,
        guest_name: "Chikondi Banda", email: "guest@example.com", phone: "+265 991 234 567", special_requests: "", status, total: 240_000,
        discount_percent: 0, user_id: null, cancel_token_hash: null, confirmation_cancel_token_hash: null, decline_reason: null, notes: "",
        updated_by: null, created_at: at, updated_at: at, channel: "direct",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await test.db.updateTable("reservations").set({ deposit_due: depositDue }).where("id", "=", made.id).execute();
    return made.id;
  }

  const refusal = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      if (error instanceof AppError) return { status: error.status, message: error.message, errors: error.errors };
      throw error;
    }
    throw new Error("expected a refusal");
  };

  it("reads a form's amount as the API's number, once, in the shared schemas", () => {
    expect(DeskPaymentSchema.parse({ method: "cash", amount: "120,000" })).toEqual({ method: "cash", amount: 120_000, currency: "MWK", note: "" });
    expect(DeskPaymentSchema.parse({ method: "cash", amount: 120_000, currency: "USD" }).amount).toBe(120_000);
    for (const bad of ["12.50", "0", "", "1e3", "12,34", true]) expect(DeskPaymentSchema.safeParse({ method: "cash", amount: bad }).success, String(bad)).toBe(false);
    expect(DepositChangeSchema.parse({ amount: "0", reason: "Corporate guest" })).toEqual({ amount: 0, reason: "Corporate guest" });
    expect(DepositChangeSchema.safeParse({ amount: "50000", reason: "  " }).success).toBe(false);
  });

  it("keeps a deposit change's reason in the activity log in a form it reads back", () => {
    expect(readDepositChangeLabel("RS-1", depositChangeLabel("RS-1", 72_000, 0, "Ambassador's guest: invoiced"))).toEqual({ before: "MWK 72,000", after: null, reason: "Ambassador's guest: invoiced" });
    expect(readDepositChangeLabel("RS-1", depositChangeLabel("RS-1", 72_000, 50_000, "By phone"))).toEqual({ before: "MWK 72,000", after: "MWK 50,000", reason: "By phone" });
    expect(readDepositChangeLabel("RS-1", "RS-1 deposit MWK 72,000 kept: cancelled 2 days before arrival")).toBeNull();
    expect(readDepositChangeLabel("RS-1", "RS-12 deposit MWK 72,000 waived: another stay")).toBeNull();
  });

  it("records a desk payment from the form's strings, and says so after the redirect only of this stay's paid desk line", async () => {
    const id = await stay("RS-M-1");
    const other = await stay("RS-M-2");
    const done = await runStayMoneyIntent(test.db, id, STAY_MONEY_INTENTS.deskPayment, { method: "mobile_money", amount: "50 000", currency: "MWK", note: "Till 0042" }, staff);
    expect(done).toMatchObject({ done: "payment", lineId: expect.any(Number) });
    expect(await stayMoneyNotice(test.db, id, "payment", done.lineId!)).toBe("Payment of MWK 50,000 recorded for RS-M-1");
    expect(await stayMoneyNotice(test.db, other, "payment", done.lineId!)).toBeNull();
    expect(await stayMoneyNotice(test.db, id, "refund", done.lineId!)).toBeNull();
    const money = await stayMoney(test.db, id);
    expect(money.ledger).toMatchObject({ total: 240_000, paid: 50_000, balance: 190_000 });
    expect(money.usdRate).toBeNull();
    // Dollars without a rate, a bad amount: refused under their fields, nothing written.
    const dollars = await refusal(runStayMoneyIntent(test.db, id, STAY_MONEY_INTENTS.deskPayment, { method: "cash", amount: "20", currency: "USD" }, staff));
    expect(dollars).toMatchObject({ status: 422, errors: { currency: ["Set the exchange rate in the settings before recording dollars"] } });
    const bad = await refusal(runStayMoneyIntent(test.db, id, STAY_MONEY_INTENTS.deskPayment, { method: "cash", amount: "12.50" }, staff));
    expect(bad).toMatchObject({ status: 422, errors: { amount: ["Please enter the amount as a whole number above 0"] } });
    expect((await stayMoney(test.db, id)).ledger.lines).toHaveLength(1);
  });

  it("waives a deposit with its reason, shows who and why, and refuses once the deposit is paid or the stay is over", async () => {
    const id = await stay("RS-M-3");
    expect((await stayMoney(test.db, id)).depositRefusal).toBeNull();
    expect(await stayMoneyNotice(test.db, id, "deposit", null)).toBeNull();
    const noReason = await refusal(runStayMoneyIntent(test.db, id, STAY_MONEY_INTENTS.depositChange, { amount: "0", reason: "" }, staff));
    expect(noReason).toMatchObject({ status: 422, errors: { reason: ["Please say why the deposit is changed"] } });
    expect(await runStayMoneyIntent(test.db, id, STAY_MONEY_INTENTS.depositChange, { amount: "0", reason: "Regular corporate guest" }, staff)).toEqual({ done: "deposit" });
    const money = await stayMoney(test.db, id);
    expect(money.ledger.depositDue).toBe(0);
    expect(money.depositChange).toMatchObject({ before: "MWK 72,000", after: null, reason: "Regular corporate guest", by: "Desk Clerk" });
    expect(await stayMoneyNotice(test.db, id, "deposit", null)).toBe("Deposit waived for RS-M-3");

    const paid = await stay("RS-M-4");
    const at = new Date().toISOString();
    await test.db
      .insertInto("stay_payments")
      .values({ reservation_id: paid, kind: "deposit", method: "paychangu", amount: 72_000, currency: "MWK", amount_mwk: 72_000, status: "paid", tx_ref: "RS-M-4-1", checkout_url: null, provider_ref: "PCH-1", provider_method: "Mobile Money · Airtel Money", paid_at: at, note: "", created_by: null, created_at: at, updated_at: at })
      .execute();
    const alreadyPaid = "The deposit of this reservation is already paid: it can no longer be waived or changed";
    expect((await stayMoney(test.db, paid)).depositRefusal).toBe(alreadyPaid);
    expect(await refusal(runStayMoneyIntent(test.db, paid, STAY_MONEY_INTENTS.depositChange, { amount: "0", reason: "Too late" }, staff))).toMatchObject({ status: 409, message: alreadyPaid });
    const over = await stay("RS-M-5", "checked_out");
    expect((await stayMoney(test.db, over)).depositRefusal).toBe("Only a requested or confirmed reservation's deposit can be changed");
  });

  it("marks a due refund paid from its line's form, once", async () => {
    const id = await stay("RS-M-6", "cancelled");
    const at = new Date().toISOString();
    const deposit = await test.db
      .insertInto("stay_payments")
      .values({ reservation_id: id, kind: "deposit", method: "paychangu", amount: 72_000, currency: "MWK", amount_mwk: 72_000, status: "paid", tx_ref: "RS-M-6-1", checkout_url: null, provider_ref: "PCH-6", provider_method: "Mobile Money · Airtel Money", paid_at: at, note: "", created_by: null, created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    const refund = await test.db
      .insertInto("stay_payments")
      .values({ reservation_id: id, kind: "refund", method: "paychangu", amount: 72_000, currency: "MWK", amount_mwk: 72_000, status: "due", tx_ref: null, checkout_url: null, provider_ref: null, provider_method: "Mobile Money · Airtel Money", paid_at: null, note: "Cancelled 20 days before arrival", created_by: null, refund_of: deposit.id, created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await stayMoneyNotice(test.db, id, "refund", refund.id)).toBeNull();
    const noMethod = await refusal(runStayMoneyIntent(test.db, id, STAY_MONEY_INTENTS.refundPaid, { refund: String(refund.id), method: "" }, staff));
    expect(noMethod).toMatchObject({ status: 422, errors: { method: [expect.any(String)] } });
    expect(await refusal(runStayMoneyIntent(test.db, id, STAY_MONEY_INTENTS.refundPaid, { refund: "abc", method: "cash" }, staff))).toMatchObject({ status: 404 });
    expect(await runStayMoneyIntent(test.db, id, STAY_MONEY_INTENTS.refundPaid, { refund: String(refund.id), method: "paychangu", note: "Dashboard R-1" }, staff)).toEqual({ done: "refund", lineId: refund.id });
    expect(await stayMoneyNotice(test.db, id, "refund", refund.id)).toBe("Refund of MWK 72,000 for RS-M-6 marked as paid");
    expect((await stayMoney(test.db, id)).ledger).toMatchObject({ paid: 72_000, refunded: 72_000 });
    expect(await refusal(runStayMoneyIntent(test.db, id, STAY_MONEY_INTENTS.refundPaid, { refund: String(refund.id), method: "cash" }, staff))).toMatchObject({ status: 409 });
  });
});
