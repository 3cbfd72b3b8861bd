import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { deliverDueEmails, type SendEmail } from "~/platform/email/outbox.server";
import { createSmtpSender, describeSmtpFailure } from "~/platform/email/smtp-sender.server";
import { log } from "~/platform/runtime/log.server";

/** How often the worker looks for due emails: new ones go out within seconds. */
const EMAIL_POLL_MS = 2_000;

/** The hotel's From address: its name and the reservations email from the settings. */
async function hotelFromAddress(db: Kysely<Database>): Promise<string> {
  const settings = await getSiteSettings(db);
  return `"${settings.hotelName.replace(/["\\\r\n]/g, "")}" <${settings.email}>`;
}

/**
 * Sends the outbox in the server process, like the session housekeeping: every
 * `everyMs`, the due pending emails go to the relay. Without SMTP_URL nothing is sent and
 * the emails wait in the outbox for staff to read (DECISIONS §7). The timer is unref'd and
 * one round never overlaps the next.
 */
export function startEmailWorker(
  services: { db: Kysely<Database>; env: { SMTP_URL?: string } },
  options: { everyMs?: number; send?: SendEmail } = {},
): () => void {
  const smtpUrl = services.env.SMTP_URL;
  if (!smtpUrl && !options.send) {
    log.always("SMTP_URL is not set: emails are kept in the outbox (/outbox in the back-office) and not sent");
    return () => {};
  }
  const send = options.send ?? createSmtpSender(smtpUrl ?? "", () => hotelFromAddress(services.db));
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      const outcome = await deliverDueEmails(services.db, send, { describeFailure: (error) => describeSmtpFailure(error, smtpUrl ?? "") });
      if (outcome.sent + outcome.failed + outcome.retrying > 0) log.info("outbox delivered", { ...outcome });
    } catch (error) {
      // The message only: a stack could carry the relay's address with its password.
      log.error("outbox delivery failed", { error: describeSmtpFailure(error, smtpUrl ?? "") });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void round(), options.everyMs ?? EMAIL_POLL_MS);
  timer.unref();
  void round();
  return () => clearInterval(timer);
}
