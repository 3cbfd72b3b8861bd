import { randomUUID } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/platform/db/db.server";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { eventually } from "../support/eventually";
import { startSmtpInbox } from "../support/smtp-inbox";
import { type RunningServer, startServer } from "../support/start-server";

/**
 * Two instances of the site on one database (behind one load balancer) each run the email
 * worker: every queued email still reaches the relay once (docs/decisions/018-email-outbox.md).
 */
describe.each(["sqlite", "postgres"] as const)("two servers sending one outbox on %s", (engine) => {
  // A relay per server, so the test can tell which worker sent what.
  let firstInbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let secondInbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let first: RunningServer;
  let second: RunningServer;

  beforeAll(async () => {
    [firstInbox, secondInbox] = await Promise.all([startSmtpInbox(), startSmtpInbox()]);
    first = await startServer({ engine, env: { SEED_DEMO: "false", SMTP_URL: firstInbox.url } });
    second = await startServer({ engine, shareWith: first, env: { SEED_DEMO: "false", SMTP_URL: secondInbox.url } });
  });

  afterAll(async () => {
    await second?.stop();
    await first?.stop();
    await firstInbox?.close();
    await secondInbox?.close();
  });

  /** How many copies of the emails to `address` arrived, from either server. */
  const copiesTo = (address: string) => firstInbox.to(address).length + secondInbox.to(address).length;

  it("sends every email once, whichever server's worker takes it", { timeout: 120_000 }, async () => {
    const handle = openDatabase({ databaseUrl: first.databaseUrl, sqliteFile: path.join(first.dataDir, "hotel.sqlite") });
    const run = randomUUID().slice(0, 8);
    const recipients = Array.from({ length: 40 }, (_, i) => `guest-${run}-${i}@example.com`);
    try {
      // Forty at once, as a busy morning of bookings might queue them: both workers find them due in the same round.
      await handle.db.transaction().execute(async (trx) => {
        for (const to of recipients) await enqueueEmail(trx, { to, subject: "Your stay at the hotel", text: "Zikomo!", kind: "test" });
      });
      await expect.poll(() => recipients.filter((to) => copiesTo(to) === 0).length, { timeout: 30_000 }).toBe(0);
      const rows = () => handle.db.selectFrom("email_outbox").select(["status", "attempts"]).where("to_address", "like", `guest-${run}-%`).execute();
      await expect.poll(async () => (await rows()).every((row) => row.status === "sent"), { timeout: 10_000 }).toBe(true);
      expect((await rows()).map((row) => row.attempts)).toEqual(recipients.map(() => 1));

      // A worker finishes one round before it starts the next, and a round sends only what was
      // due when it began. So once each server has sent an email queued after the forty were all
      // marked sent, neither is still in a round that could send one of them a second time.
      // One email at a time, each queued once the one before it has arrived: whichever worker
      // looks first takes it, and the two take turns within a few emails.
      const later = (n: number) => `later-${run}-${n}@example.com`;
      let queued = 0;
      await eventually(
        "an email queued after the forty, sent by each server",
        async () => {
          if (queued === 0 || copiesTo(later(queued - 1)) > 0) {
            await enqueueEmail(handle.db, { to: later(queued), subject: "Your stay at the hotel", text: "Zikomo!", kind: "test" });
            queued += 1;
          }
          const sentLater = (inbox: typeof firstInbox) => inbox.received.some((email) => email.to.some((to) => to.startsWith(`later-${run}-`)));
          return [sentLater(firstInbox), sentLater(secondInbox)];
        },
        (byServer) => byServer.every(Boolean),
        { withinMs: 60_000 },
      );
      expect(recipients.filter((to) => copiesTo(to) !== 1)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
