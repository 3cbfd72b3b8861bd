import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createMember, loginAsStaff, servers } from "../support/api-client";
import { siteChrome } from "~/components/site-chrome-catalog";
import { fieldWords } from "~/platform/forms/field-words";

describe.each(servers())("newsletter on $engine", ({ url }) => {
  let staff: string;
  beforeAll(async () => {
    staff = await loginAsStaff(url);
  });

  it("subscribes once, and a repeat sign-up is a success without a duplicate", async () => {
    const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
    for (const address of [email, email.toUpperCase()]) {
      const res = await api(url, "/api/newsletter", { method: "POST", body: JSON.stringify({ newsletter: address }) });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(siteChrome.t("en", "newsletterSubscribed"));
    }
    const list = await api(url, "/api/newsletter", { token: staff });
    expect(list.body.data.filter((e: { newsletter: string }) => e.newsletter === email)).toHaveLength(1);
  });

  it("refuses an invalid address with the field's message", async () => {
    const res = await api(url, "/api/newsletter", { method: "POST", body: JSON.stringify({ newsletter: "nope" }) });
    expect(res.status).toBe(422);
    expect(res.body.errors.newsletter).toEqual([fieldWords.t("en", "emailInvalid")]);
  });

  it("keeps the list for staff only", async () => {
    expect((await api(url, "/api/newsletter")).status).toBe(401);
    expect((await api(url, "/api/newsletter", { token: (await createMember(url)).token })).status).toBe(403);
  });

  it("works from the footer without JavaScript: post, then back to the page with the outcome", async () => {
    const res = await fetch(`${url}/newsletter-signup`, {
      method: "POST",
      redirect: "manual",
      headers: { accept: "text/html", origin: url, referer: `${url}/?room=executive`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ newsletter: `walkin-${randomUUID().slice(0, 8)}@example.com` }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/?room=executive&newsletter=subscribed#newsletter");
    const page = await api(url, "/?newsletter=subscribed");
    expect(page.body).toContain(siteChrome.t("en", "newsletterSubscribed"));
  });
});
