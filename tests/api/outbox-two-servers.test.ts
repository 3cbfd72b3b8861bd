import { randomUUID } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/lib/db.server";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { startSmtpInbox } from "../support/smtp-inbox";
import { type RunningServer, startServer } from "../support/start-server";

/**
 * Two instances of the site on one database (behind one load balancer) each run the email
 * worker: every queued email still reaches the relay once (docs/decisions/018-email-outbox.md).
 */
describe.each(["sqlite", "postgres"] as const)("two servers sending one outbox on %s", (engine) => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let first: RunningServer;
  let second: RunningServer;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    first = await startServer({ engine, env: { SEED_DEMO: "false", SMTP_URL: inbox.url } });
    second = await startServer({ engine, shareWith: first, env: { SEED_DEMO: "false", SMTP_URL: inbox.url } });
  });

  afterAll(async () => {
    await second?.stop();
    await first?.stop();
    await inbox?.close();
  });

  it("sends every email once, whichever server's worker takes it", async () => {
    const handle = openDatabase({ databaseUrl: first.databaseUrl, sqliteFile: path.join(first.dataDir, "hotel.sqlite") });
    const run = randomUUID().slice(0, 8);
    const recipients = Array.from({ length: 40 }, (_, i) => `guest-${run}-${i}@example.com`);
    try {
      // Forty at once, as a busy morning of bookings might queue them: both workers find them due in the same round.
      await handle.db.transaction().execute(async (trx) => {
        for (const to of recipients) await enqueueEmail(trx, { to, subject: "Your stay at the hotel", text: "Zikomo!", kind: "test" });
      });
      await expect.poll(() => recipients.filter((to) => inbox.to(to).length === 0).length, { timeout: 30_000 }).toBe(0);
      const rows = () => handle.db.selectFrom("email_outbox").select(["status", "attempts"]).where("to_address", "like", `guest-${run}-%`).execute();
      await expect.poll(async () => (await rows()).every((row) => row.status === "sent"), { timeout: 10_000 }).toBe(true);
      expect((await rows()).map((row) => row.attempts)).toEqual(recipients.map(() => 1));
      // Two more rounds of both workers (every 2 s): a second copy would have arrived by now.
      await new Promise((resolve) => setTimeout(resolve, 4_500));
      expect(recipients.filter((to) => inbox.to(to).length !== 1)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
