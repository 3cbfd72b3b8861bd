import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { migratedTestDatabase } from "../../../tests/support/test-database";
import { confirmFollow, followTender, unfollowTender } from "./followers.server";
import { announceTenderNews } from "./tender-notices.server";

/**
 * Followers of a tender and the round that tells them what changed: only confirmed followers
 * hear of an addendum or a moved closing, once each, and no token is kept in clear.
 */
const env = { PUBLIC_URL: "https://hotel.example" };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("tender followers and their news", () => {
  const handle = migratedTestDatabase("tender-notices");

  async function addTender(name: string, closesAt: string): Promise<number> {
    const now = new Date().toISOString();
    const row = await handle.db
      .insertInto("tenders")
      .values({ name, closing_date: closesAt.slice(0, 10), closes_at: closesAt, announced_closes_at: null, file_id: null, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function addAddendum(tenderId: number, title: string): Promise<void> {
    const now = new Date().toISOString();
    await handle.db.insertInto("tender_addenda").values({ tender_id: tenderId, title, posted_at: now, announced_at: null, file_id: null, created_at: now, updated_at: now }).execute();
  }

  const outbox = (kind: string) => handle.db.selectFrom("email_outbox").select(["to_address", "subject", "text_body"]).where("kind", "=", kind).orderBy("id").execute();

  /** Follows and confirms through the link of the confirmation email, as a bidder would. */
  async function confirmedFollower(tenderId: number, email: string): Promise<void> {
    await followTender(handle.db, tenderId, email, { origin: null, env });
    const mail = (await outbox("tender-follow-confirm")).filter((m) => m.to_address === email).at(-1);
    const token = mail?.text_body.match(/\/tender-updates\/confirm\/(\S+)/)?.[1] ?? "";
    expect(await confirmFollow(handle.db, token)).toBe(true);
  }

  it("keeps only hashes of the emailed tokens, and answers a repeat request without a second email", async () => {
    const tenderId = await addTender("Supply of Crockery", inDays(10));
    await followTender(handle.db, tenderId, "bids@crockery.example", { origin: null, env });
    await followTender(handle.db, tenderId, "bids@crockery.example", { origin: null, env });
    const mails = (await outbox("tender-follow-confirm")).filter((m) => m.to_address === "bids@crockery.example");
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text_body ?? "";
    const confirm = text.match(/https:\/\/hotel\.example\/tender-updates\/confirm\/(\S+)/)?.[1] ?? "";
    const unsubscribe = text.match(/https:\/\/hotel\.example\/tender-updates\/unsubscribe\/(\S+)/)?.[1] ?? "";
    expect(confirm).not.toBe("");
    expect(unsubscribe).not.toBe("");
    const follower = await handle.db.selectFrom("tender_followers").selectAll().where("email", "=", "bids@crockery.example").executeTakeFirstOrThrow();
    expect(follower.confirm_token_hash).toBe(sha256(confirm));
    expect(follower.language).toBe("en");
    const tokens = await handle.db.selectFrom("tender_follower_tokens").select("token_hash").where("follower_id", "=", follower.id).execute();
    expect(tokens.map((t) => t.token_hash)).toEqual([sha256(unsubscribe)]);
    const everything = JSON.stringify(await sql`select * from tender_followers`.execute(handle.db)) + JSON.stringify(await sql`select * from tender_follower_tokens`.execute(handle.db));
    expect(everything).not.toContain(confirm);
    expect(everything).not.toContain(unsubscribe);
  });

  it("emails confirmed followers once per addendum and per closing move; a new tender's first closing is only noted", async () => {
    const tenderId = await addTender("Laundry Chemicals", inDays(20));
    await confirmedFollower(tenderId, "a@laundry.example");
    await followTender(handle.db, tenderId, "unconfirmed@laundry.example", { origin: null, env });
    expect(await announceTenderNews(handle.db, env)).toBe(0);

    await addAddendum(tenderId, "Addendum 1: samples");
    const [first, second] = await Promise.all([announceTenderNews(handle.db, env), announceTenderNews(handle.db, env)]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    const addendumMails = await outbox("tender-addendum");
    expect(addendumMails.map((m) => m.to_address)).toEqual(["a@laundry.example"]);
    expect(addendumMails[0]?.subject).toBe("Addendum to the tender “Laundry Chemicals”: Addendum 1: samples");
    expect(addendumMails[0]?.text_body).toContain(`https://hotel.example/Tender/${tenderId}`);
    expect(addendumMails[0]?.text_body).toMatch(/To stop these emails: https:\/\/hotel\.example\/tender-updates\/unsubscribe\/\S+/);

    await handle.db.updateTable("tenders").set({ closes_at: inDays(27) }).where("id", "=", tenderId).execute();
    expect(await announceTenderNews(handle.db, env)).toBe(1);
    expect(await announceTenderNews(handle.db, env)).toBe(0);
    const moved = await outbox("tender-closing-moved");
    expect(moved.map((m) => m.to_address)).toEqual(["a@laundry.example"]);
    expect(moved[0]?.text_body).toContain("It now closes");

    // Leaving through the link of any email: nothing more is sent to that address.
    const token = addendumMails[0]?.text_body.match(/\/tender-updates\/unsubscribe\/(\S+)/)?.[1] ?? "";
    expect(await unfollowTender(handle.db, token)).toBe(true);
    expect(await unfollowTender(handle.db, token)).toBe(false);
    await addAddendum(tenderId, "Addendum 2: delivery");
    expect(await announceTenderNews(handle.db, env)).toBe(0);
    expect(await handle.db.selectFrom("tender_followers").select("id").where("email", "=", "a@laundry.example").execute()).toEqual([]);
  });

  it("refuses to follow a closed tender and does not know an unknown one", async () => {
    const closed = await addTender("Old Tender", inDays(-1));
    await expect(followTender(handle.db, closed, "x@example.com", { origin: null, env })).rejects.toMatchObject({ status: 409 });
    await expect(followTender(handle.db, 999_999, "x@example.com", { origin: null, env })).rejects.toMatchObject({ status: 404 });
  });
});
