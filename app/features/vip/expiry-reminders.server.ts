import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { hotelDate } from "~/lib/dates";
import { log } from "~/platform/runtime/log.server";
import { emailHotel, storedLanguage } from "~/platform/email/email-layout";
import { vipEmail } from "~/features/vip/vip.emails";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { addDays } from "~/features/vip/vip-review.server";

/** A member is reminded once their membership ends within this many days. */
export const VIP_REMINDER_DAYS = 30;
const HOUR = 3_600_000;

/**
 * Queues one "expiring soon" email per approved membership whose `expires` falls between
 * `today` and `today + 30 days` (both included) and has not had its reminder yet. The email
 * and the mark (`expiry_reminder_for = expires`) are written in one transaction per member,
 * so a member is reminded once per expiry however often this runs; a renewal's new expiry
 * differs from the mark and gets its own reminder when its time comes. Returns how many were queued.
 */
export async function queueVipExpiryReminders(db: Kysely<Database>, today: string = hotelDate()): Promise<number> {
  const until = addDays(today, VIP_REMINDER_DAYS);
  const due = await db
    .selectFrom("vip_applications")
    .select(["id", "title", "first_name", "last_name", "email", "expires", "language"])
    .where("status", "=", "approved")
    .where("expires", "is not", null)
    .where("expires", ">=", today)
    .where("expires", "<=", until)
    .where((eb) => eb.or([eb("expiry_reminder_for", "is", null), eb("expiry_reminder_for", "!=", eb.ref("expires"))]))
    .orderBy("expires")
    .orderBy("id")
    .execute();
  if (due.length === 0) return 0;
  const hotel = emailHotel(await getSiteSettings(db));
  let queued = 0;
  for (const row of due) {
    const expires = row.expires;
    if (!expires) continue;
    const sent = await db.transaction().execute(async (trx) => {
      // Conditional on the row still being due: a renewal approved meanwhile, or a second
      // run, finds nothing to mark and queues nothing.
      const marked = await trx
        .updateTable("vip_applications")
        .set({ expiry_reminder_for: expires })
        .where("id", "=", row.id)
        .where("status", "=", "approved")
        .where("expires", "=", expires)
        .where((eb) => eb.or([eb("expiry_reminder_for", "is", null), eb("expiry_reminder_for", "!=", expires)]))
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return false;
      await enqueueEmail(trx, vipEmail({ kind: "expiring", to: row.email, language: storedLanguage(row.language), name: `${row.title} ${row.first_name} ${row.last_name}`, hotel, expires }));
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}

/**
 * Runs the reminders in the server process on the hotel's today: at start-up, then every
 * hour (so the hotel's new day is picked up within the hour). The timer is unref'd and one
 * round never overlaps the next.
 */
export function startVipExpiryReminders(
  services: { db: Kysely<Database> },
  options: { everyMs?: number; today?: () => string } = {},
): () => void {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      const today = (options.today ?? hotelDate)();
      const queued = await queueVipExpiryReminders(services.db, today);
      log.info("vip expiry reminders", { queued, today });
    } catch (error) {
      log.error("vip expiry reminders failed", { error });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void round(), options.everyMs ?? HOUR);
  timer.unref();
  void round();
  return () => clearInterval(timer);
}
