import type { Kysely } from "kysely";
import type { Database } from "../../app/platform/db/db-schema";
import { hotelDate } from "../../app/lib/dates";
import { USERTYPE } from "../../app/platform/auth/roles";
import { correctionPoints, pointsFor } from "../../app/features/loyalty/loyalty-rules";
import { receiptKey } from "../../app/features/loyalty/schema";
import { getSiteSettings } from "../../app/platform/settings/get-site-settings.server";

/** Recorded once the demo loyalty lines are in, so they are written once per installation. */
export const DEMO_LOYALTY_SEEDED_KEY = "demo_loyalty_seeded_at";

/** Spends of the demo VIP members (seed-demo-vip.server.ts), days before the hotel's today; one is corrected. */
const DEMO_SPENDS = [
  { email: "kondwani.phiri@demo.local", amount: 480_000, receipt: "RCPT-2026-0311", daysAgo: 110, note: "Three nights, Presidential Suite" },
  { email: "kondwani.phiri@demo.local", amount: 35_500, receipt: "RCPT-2026-0458", daysAgo: 52, note: "Dinner for two", correctTo: 25_500, reason: "Typed 35,500 for 25,500" },
  { email: "kondwani.phiri@demo.local", amount: 12_000, receipt: "BAR-2210", daysAgo: 9, note: "" },
  { email: "thandiwe.mwale@demo.local", amount: 64_000, receipt: "RCPT-2026-0420", daysAgo: 61, note: "Spa day" },
];

const daysBefore = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * A few loyalty lines for the demo VIP members, so /loyalty has a member history to open and
 * correct. Only for those demo accounts (which cannot log in), once per installation, only on
 * an empty ledger; the caller runs it on the embedded demo only, after the VIP demo seed.
 */
export async function seedDemoLoyalty(db: Kysely<Database>, today: string = hotelDate()): Promise<{ seeded: number }> {
  const done = await db.selectFrom("settings").select("value").where("key", "=", DEMO_LOYALTY_SEEDED_KEY).executeTakeFirst();
  if (done) return { seeded: 0 };
  const any = await db.selectFrom("loyalty_entries").select("id").limit(1).executeTakeFirst();
  const rate = (await getSiteSettings(db)).vipPointsPer10000Mwk;
  let seeded = 0;
  await db.transaction().execute(async (trx) => {
    if (!any) {
      for (const spend of DEMO_SPENDS) {
        const member = await trx.selectFrom("users").select("id").where("email", "=", spend.email).where("usertype", "=", USERTYPE.member).executeTakeFirst();
        if (!member) continue;
        const spentOn = daysBefore(today, spend.daysAgo);
        const recordedAt = new Date(Date.parse(`${spentOn}T16:30:00Z`)).toISOString();
        const { id } = await trx
          .insertInto("loyalty_entries")
          .values({
            user_id: member.id, kind: "spend", amount_mwk: spend.amount, points: pointsFor(spend.amount, rate), points_per_10000: rate,
            receipt_ref: spend.receipt, receipt_key: receiptKey(spend.receipt), spent_on: spentOn, note: spend.note,
            corrects_entry_id: null, recorded_by: null, created_at: recordedAt,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        seeded += 1;
        if (spend.correctTo !== undefined) {
          await trx
            .insertInto("loyalty_entries")
            .values({
              user_id: member.id, kind: "correction", amount_mwk: spend.correctTo - spend.amount, points: correctionPoints(spend.amount, spend.correctTo, rate),
              points_per_10000: rate, receipt_ref: null, receipt_key: null, spent_on: daysBefore(today, spend.daysAgo - 2), note: spend.reason ?? "",
              corrects_entry_id: id, recorded_by: null, created_at: new Date(Date.parse(recordedAt) + 2 * 86_400_000).toISOString(),
            })
            .execute();
          seeded += 1;
        }
      }
    }
    await trx.insertInto("settings").values({ key: DEMO_LOYALTY_SEEDED_KEY, value: new Date().toISOString() }).execute();
  });
  return { seeded };
}
