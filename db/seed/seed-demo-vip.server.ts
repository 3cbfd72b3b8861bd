import type { Kysely } from "kysely";
import type { Database } from "../../app/platform/db/db-schema";
import { USERTYPE } from "../../app/platform/auth/roles";
import { hotelDate } from "../../app/lib/dates";
import { addDays, addYears } from "../../app/features/vip/vip-review.server";

/** Recorded once the demo VIP applications are in, so reviewing or deleting them does not bring them back. */
export const DEMO_VIP_SEEDED_KEY = "demo_vip_seeded_at";

/**
 * Not an argon2 hash: no password verifies against it, so the demo members can never log in
 * (their applications are there for staff to review, nothing more).
 */
const NO_LOGIN = "!demo-member-without-login";

const DEMO_MEMBERS = [
  {
    name: "Chikondi Banda", email: "chikondi.banda@demo.local", title: "Mrs", first: "Chikondi", last: "Banda", company: "Lilongwe Tobacco Traders",
    postal: "P.O. Box 30211, Lilongwe 3", cell: "+265991234567", cell2: "+265888765432", nationality: "Malawian", birth: "1985-04-12", passport: "MA1234567", sms: "Email",
    state: "pending" as const,
  },
  {
    name: "Dr Kondwani Phiri", email: "kondwani.phiri@demo.local", title: "Dr", first: "Kondwani", last: "Phiri", company: "Kamuzu Central Hospital",
    postal: "Private Bag 149, Lilongwe", cell: "+265999111222", cell2: "+265881333444", nationality: "Malawian", birth: "1979-09-03", passport: "MZ7654321", sms: "SMS",
    state: "active" as const,
  },
  {
    name: "Thandiwe Mwale", email: "thandiwe.mwale@demo.local", title: "Ms", first: "Thandiwe", last: "Mwale", company: "Mwale Legal Practice",
    postal: "P.O. Box 1120, Blantyre", cell: "+265995556677", cell2: "+265884445566", nationality: "Zambian", birth: "1990-01-27", passport: "ZN0098765", sms: "Email",
    state: "expired-renewing" as const,
  },
];

/**
 * Three demo VIP club applications for the back-office's /vipApplications screen: one
 * pending, one approved and active, one approved but expired with a renewal request. Their
 * member accounts cannot log in. Runs once per installation, only on an empty table, and
 * never in production (the caller checks).
 */
export async function seedDemoVipApplications(db: Kysely<Database>, today: string = hotelDate()): Promise<{ seeded: boolean }> {
  const done = await db.selectFrom("settings").select("value").where("key", "=", DEMO_VIP_SEEDED_KEY).executeTakeFirst();
  if (done) return { seeded: false };
  const any = await db.selectFrom("vip_applications").select("id").limit(1).executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    if (!any) {
      for (const [i, m] of DEMO_MEMBERS.entries()) {
        const existing = await trx.selectFrom("users").select("id").where("email", "=", m.email).executeTakeFirst();
        if (existing) continue;
        const applied = new Date(Date.now() - (3 - i) * 86_400_000 * (m.state === "pending" ? 1 : 120)).toISOString();
        const now = new Date().toISOString();
        const { id: userId } = await trx
          .insertInto("users")
          .values({ name: m.name, email: m.email, password_hash: NO_LOGIN, usertype: USERTYPE.member, created_at: applied, updated_at: applied })
          .returning("id")
          .executeTakeFirstOrThrow();
        const approved = m.state !== "pending";
        const expires = m.state === "active" ? addYears(addDays(today, -120), 1) : m.state === "expired-renewing" ? addDays(today, -12) : null;
        await trx
          .insertInto("vip_applications")
          .values({
            user_id: userId,
            idempotency_key: null,
            title: m.title,
            first_name: m.first,
            last_name: m.last,
            company: m.company,
            postal_address: m.postal,
            cell: m.cell,
            cell2: m.cell2,
            nationality: m.nationality,
            birth_date: m.birth,
            passport_no: m.passport,
            email: m.email,
            sms: m.sms,
            signature: `I, ${m.first} ${m.last}, consent to the VIP club terms.`,
            ...(approved ? { status: "approved" as const, department: "Marketing" } : {}),
            expires,
            renewal_status: m.state === "expired-renewing" ? "pending" : null,
            renewal_requested_at: m.state === "expired-renewing" ? new Date(Date.now() - 2 * 86_400_000).toISOString() : null,
            reviewed_at: approved ? applied : null,
            expiry_reminder_for: m.state === "expired-renewing" ? expires : null,
            created_at: applied,
            updated_at: now,
          })
          .execute();
      }
    }
    await trx.insertInto("settings").values({ key: DEMO_VIP_SEEDED_KEY, value: new Date().toISOString() }).execute();
  });
  return { seeded: !any };
}
