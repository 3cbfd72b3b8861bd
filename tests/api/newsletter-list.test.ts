import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createMember, loginAsStaff, MEMBER_PASSWORD, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { newsletterStaffWords } from "~/features/newsletter/newsletter-staff-words";
import { authStaffWords } from "~/platform/auth/auth-staff-words";

/** The staff side of the newsletter (SPEC §2 /newsletter; DECISIONS §1, §7): search, remove, export. */
describe.each(servers())("newsletter list on $engine", ({ url }) => {
  let staff: string;
  let member: { email: string; token: string };
  beforeAll(async () => {
    staff = await loginAsStaff(url);
    member = await createMember(url);
  });

  const subscribe = async (email: string) => expect((await api(url, "/api/newsletter", { method: "POST", body: JSON.stringify({ newsletter: email }) })).status).toBe(201);
  const search = async (q: string) => (await api(url, `/api/newsletter?q=${encodeURIComponent(q)}`, { token: staff })).body.data as { id: number; newsletter: string }[];

  it("searches the addresses ignoring case", async () => {
    const tag = randomUUID().slice(0, 8);
    await subscribe(`thoko.${tag}@example.com`);
    await subscribe(`other.${tag}@example.org`);
    expect((await search(`THOKO.${tag.toUpperCase()}`)).map((e) => e.newsletter)).toEqual([`thoko.${tag}@example.com`]);
    expect(await search(tag)).toHaveLength(2);
    expect(await search(`_${tag}`)).toEqual([]);
  });

  it("lets staff remove an address; anonymous 401, member 403", async () => {
    const tag = randomUUID().slice(0, 8);
    await subscribe(`leaving.${tag}@example.com`);
    const [entry] = await search(tag);
    expect((await api(url, `/api/newsletter/${entry!.id}`, { method: "DELETE" })).status).toBe(401);
    const asMember = await api(url, `/api/newsletter/${entry!.id}`, { method: "DELETE", token: member.token });
    expect(asMember.status).toBe(403);
    expect(asMember.body.message).toBe(authStaffWords.t("en", "staffOnly"));
    const removed = await api(url, `/api/newsletter/${entry!.id}`, { method: "DELETE", token: staff });
    expect(removed.body).toEqual({ message: newsletterStaffWords.t("en", "subscriberRemoved") });
    expect(await search(tag)).toEqual([]);
    expect((await api(url, `/api/newsletter/${entry!.id}`, { method: "DELETE", token: staff })).status).toBe(404);
  });

  it("shows the list on the newsletter screen with one Email column, and 'No Emails found' for an empty search", async () => {
    const tag = randomUUID().slice(0, 8);
    await subscribe(`screen.${tag}@example.com`);
    const cookie = await pageCookie(url);
    const screen = await page(url, `/newsletter?q=${tag}`, { cookie });
    expect(screen.status).toBe(200);
    expect(screen.text).toContain(">Email</th>");
    expect(screen.text).toContain(`screen.${tag}@example.com`);
    expect((await page(url, `/newsletter?q=nobody-${tag}`, { cookie })).text).toContain(newsletterStaffWords.t("en", "noEmailsFound"));
    const [entry] = await search(tag);
    expect((await page(url, "/newsletter", { cookie, form: { intent: "delete-subscriber", id: String(entry!.id) } })).status).toBe(200);
    expect(await search(tag)).toEqual([]);
  });

  it("exports the list as a CSV download for staff only", async () => {
    const tag = randomUUID().slice(0, 8);
    await subscribe(`export.${tag}@example.com`);
    const res = await page(url, `/newsletter.csv?q=${tag}`, { cookie: await pageCookie(url) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="newsletter-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = res.text.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("Email,Subscribed (UTC),Confirmed");
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual([`export.${tag}@example.com`]);
    expect((await page(url, "/newsletter.csv")).status).toBe(302);
    expect((await page(url, "/newsletter.csv", { cookie: await pageCookie(url, member.email, MEMBER_PASSWORD) })).status).toBe(403);
  });
});
