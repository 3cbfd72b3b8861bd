import http from "node:http";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api, createMember, imageForm, jpeg, loginAsStaff, MEMBER_PASSWORD, servers } from "../support/api-client";
import { pageCookie } from "../support/page-session";
import { TEST_ADMIN } from "../support/start-server";
import { fieldWords } from "~/platform/forms/field-words";
import { fieldStaffWords } from "~/platform/forms/fields-staff-words";
import { httpWords } from "~/platform/http/http-words";
import { httpStaffWords } from "~/platform/http/http-staff-words";
import { mediaStaffWords } from "~/platform/media/media-words";

/** A page login as a browser does it; returns the `name=value` of the session cookie. */
async function pageLogin(url: string, email = TEST_ADMIN.email, password = TEST_ADMIN.password, redirectTo?: string) {
  const form = new URLSearchParams({ email, password, ...(redirectTo !== undefined ? { redirectTo } : {}) });
  const res = await fetch(`${url}/login`, { method: "POST", body: form, redirect: "manual", headers: { origin: url } });
  return { res, cookie: (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "" };
}

/** A GET with a Host header of our choosing (fetch will not send a forged one). */
function getWithHost(url: string, path: string, host: string): Promise<{ status: number; body: string }> {
  const target = new URL(path, url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname: target.hostname, port: target.port, path: target.pathname, headers: { host } }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe.each(servers())("hardening on $engine", ({ url }) => {
  describe("no open redirect", () => {
    it.each(["/\t/evil.example/phish", "//evil.example/phish", "/\\evil.example", "https://evil.example/", "/\n/x"])(
      "keeps a logged-in visitor on the site for redirectTo=%j",
      async (target) => {
        const { cookie } = await pageLogin(url);
        const res = await fetch(`${url}/login?redirectTo=${encodeURIComponent(target)}`, { headers: { cookie }, redirect: "manual" });
        expect(res.status).toBe(302);
        expect(new URL(res.headers.get("location")!, url).origin).toBe(url);
        // The no-JavaScript form carries the same field.
        const { res: posted } = await pageLogin(url, TEST_ADMIN.email, TEST_ADMIN.password, target);
        expect(posted.status).toBe(302);
        expect(new URL(posted.headers.get("location")!, url).origin).toBe(url);
      },
    );

    it("keeps a safe target", async () => {
      const { res } = await pageLogin(url, TEST_ADMIN.email, TEST_ADMIN.password, "/room?tab=view");
      expect(res.headers.get("location")).toBe("/room?tab=view");
    });

    it("sends the no-JS newsletter form back to this site whatever the Referer path", async () => {
      for (const referer of [`${url}//evil.example/phish`, `${url}/\\evil.example`, "https://evil.example/x", "not a url"]) {
        const res = await fetch(`${url}/newsletter-signup`, {
          method: "POST",
          redirect: "manual",
          headers: { accept: "text/html", origin: url, referer, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ newsletter: `walkin-${randomUUID().slice(0, 8)}@example.com` }),
        });
        expect(res.status).toBe(303);
        const location = res.headers.get("location")!;
        expect(location.startsWith("/") && !location.startsWith("//")).toBe(true);
        expect(new URL(location, url).origin).toBe(url);
      }
    });
  });

  describe("content security policy", () => {
    // A signed-in visitor always gets a fresh render with its own nonce; anonymous pages (and a
    // session cookie naming no login: decision 051) come from the render cache with script
    // hashes instead (server/delivery/render-cache.test.ts).
    it("lets only this response's nonce run inline scripts", async () => {
      const { email } = await createMember(url);
      const visitor = { headers: { cookie: await pageCookie(url, email, MEMBER_PASSWORD) } };
      const res = await fetch(url + "/", visitor);
      const policy = res.headers.get("content-security-policy") ?? "";
      const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce).toBeTruthy();
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'", "default-src 'self'"]) {
        expect(policy).toContain(directive);
      }
      const html = await res.text();
      // JSON-LD blocks are data the browser never runs (script-src does not govern them); every script that runs carries the nonce.
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('type="application/ld+json"'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html).toContain('<script type="application/ld+json">');
      const again = await fetch(url + "/", visitor);
      expect(again.headers.get("content-security-policy")).not.toContain(nonce);
    });

    it("gives JSON a policy under which nothing runs, and no HSTS over plain http", async () => {
      const res = await fetch(url + "/api/rooms");
      expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(res.headers.get("strict-transport-security")).toBeNull();
    });
  });

  describe("body limits", () => {
    it("lets a slow client finish sending an 11 MB upload and answers 413 naming the image, not a broken pipe", async () => {
      const token = await loginAsStaff(url);
      const boundary = "----hotel-slow-upload";
      const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nSlow Suite\r\n--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const picture = Buffer.alloc(11 * 1024 * 1024);
      const length = head.length + picture.length + tail.length;
      let sent = false;
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(`${url}/api/rooms`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(length) },
        });
        // Settled once the answer has come and the request is fully written too (or has failed).
        const written = new Promise<void>((whenWritten) => req.on("finish", whenWritten));
        req.on("response", (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => void written.then(() => resolve({ status: res.statusCode ?? 0, body })));
        });
        req.on("error", reject);
        // The slow client itself, not a wait for the server: half now, the rest after a pause
        // longer than the half second the HTTP server waits for an unread body after answering.
        // The whole upload must go through (no EPIPE) and then be answered.
        req.write(head);
        req.write(picture.subarray(0, picture.length / 2));
        setTimeout(() => {
          req.write(picture.subarray(picture.length / 2));
          req.end(tail, () => (sent = true));
        }, 1_200);
      });
      expect(sent).toBe(true);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ message: mediaStaffWords.t("en", "imageTooLarge"), errors: { image: [mediaStaffWords.t("en", "imageTooLarge")] } });
    });

    it("refuses a 20 KB JSON body to the newsletter with a message naming the body", async () => {
      const res = await api(url, "/api/newsletter", { method: "POST", body: JSON.stringify({ newsletter: "a".repeat(20_000) + "@example.com" }) });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe(httpWords.t("en", "bodyTooLarge"));
    });

    it("refuses a large form to a page action", async () => {
      const res = await fetch(`${url}/login`, {
        method: "POST",
        headers: { origin: url, "content-type": "application/x-www-form-urlencoded" },
        body: "email=" + "a".repeat(100_000),
        redirect: "manual",
      });
      expect(res.status).toBe(413);
    });

    it("checks the login before accepting a large upload, then names the image", async () => {
      const big = new Uint8Array(12 * 1024 * 1024);
      const anonymous = await api(url, "/api/rooms", { method: "POST", body: imageForm({ name: "Classic King" }, { bytes: big, name: "big.jpg", type: "image/jpeg" }) });
      expect(anonymous.status).toBe(401);
      const member = await createMember(url);
      const asMember = await api(url, "/api/rooms", { method: "POST", token: member.token, body: imageForm({ name: "Classic King" }, { bytes: big, name: "big.jpg", type: "image/jpeg" }) });
      expect(asMember.status).toBe(403);
      const token = await loginAsStaff(url);
      const asStaff = await api(url, "/api/rooms", { method: "POST", token, body: imageForm({ name: "Classic King" }, { bytes: big, name: "big.jpg", type: "image/jpeg" }) });
      expect(asStaff.status).toBe(413);
      expect(asStaff.body).toEqual({ message: mediaStaffWords.t("en", "imageTooLarge"), errors: { image: [mediaStaffWords.t("en", "imageTooLarge")] } });
      // A 10 MB JSON body is refused even for staff: only upload routes take large bodies, and as files.
      const json = await api(url, "/api/rooms/1", { method: "PUT", token, body: JSON.stringify({ name: "x".repeat(12 * 1024 * 1024) }) });
      expect(json.status).toBe(413);
    });

    it("accepts a real image upload from staff", async () => {
      const token = await loginAsStaff(url);
      const res = await api(url, "/api/rooms", { method: "POST", token, body: imageForm({ name: `Hardening Suite ${Date.now()}`, fee: "0" }, { bytes: await jpeg(), name: "room.jpg", type: "image/jpeg" }) });
      expect(res.status).toBe(201);
      expect((await api(url, `/api/rooms/${res.body.data.id}`, { method: "DELETE", token })).status).toBe(200);
    });
  });

  describe("input that used to fail with 500", () => {
    it("refuses control characters in text", async () => {
      const token = await loginAsStaff(url);
      const res = await api(url, "/api/rooms/1", { method: "PUT", token, body: JSON.stringify({ name: "Classic\u0000King" }) });
      expect(res.status).toBe(422);
      expect(res.body.errors.name).toBeDefined();
      const reg = await api(url, "/api/register/", {
        method: "POST",
        body: JSON.stringify({ name: "Tiwonge\u0000", email: "x\u0000@example.com", password: "Zikomo-Kwambiri-77", password_confirmation: "Zikomo-Kwambiri-77" }),
      });
      expect(reg.status).toBe(422);
      const login = await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email: "admin\u0000@hotel.test", password: "x" }) });
      expect(login.status).toBeLessThan(500);
    });

    it("keeps ids within the database's integer key", async () => {
      for (const id of ["2147483648", "99999999999999999999", "0", "-1", "1e3", "0x10", "%00"]) {
        const res = await api(url, `/api/rooms/${id}`);
        expect(res.status, id).toBe(404);
        expect(res.body).toEqual({ message: fieldWords.t("en", "notFound") });
      }
    });

    it("does not coerce numbers from true, [], null or hex", async () => {
      const token = await loginAsStaff(url);
      for (const fee of [true, [], null, "0x10", "1e3", {}]) {
        const res = await api(url, "/api/rooms/1", { method: "PUT", token, body: JSON.stringify({ name: "Classic King", fee }) });
        expect(res.status, JSON.stringify(fee)).toBe(422);
        expect(res.body.errors.fee).toEqual([fieldStaffWords.t("en", "feeInvalid")]);
      }
    });

    it("answers a JSON body to a page action with 415, not 500", async () => {
      const res = await fetch(`${url}/login`, {
        method: "POST",
        headers: { origin: url, "content-type": "application/json" },
        body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
        redirect: "manual",
      });
      expect(res.status).toBe(415);
      const empty = await fetch(`${url}/login`, { method: "POST", headers: { origin: url }, redirect: "manual" });
      expect(empty.status).toBeLessThan(500);
    });

    it("answers unknown API paths and methods in JSON", async () => {
      const missing = await api(url, "/api/no-such-thing");
      expect(missing.status).toBe(404);
      expect(missing.headers.get("content-type")).toContain("application/json");
      expect(missing.body).toEqual({ message: fieldWords.t("en", "notFound") });
      const wrongMethod = await api(url, "/api/rooms", { method: "PATCH", body: "{}" });
      expect(wrongMethod.status).toBe(405);
      expect(wrongMethod.headers.get("allow")).toContain("GET");
      expect(wrongMethod.body).toEqual({ message: httpStaffWords.t("en", "methodNotAllowed") });
      expect((await api(url, "/api/rooms/1", { method: "POST", body: "{}" })).status).toBe(405);
    });
  });

  describe("nothing derived from a request is memoised", () => {
    it("never lets a Host header decide the OpenAPI server address", async () => {
      const forged = await getWithHost(url, "/api/openapi.json", "evil.example");
      expect(forged.status).toBe(200);
      expect(forged.body).not.toContain("evil.example");
      const doc = await api(url, "/api/openapi.json");
      expect(doc.body.servers).toEqual([{ url }]);
      const page = await getWithHost(url, "/", "evil.example");
      expect(page.body).not.toContain("evil.example");
    });
  });

  describe("caching of private answers", () => {
    it("never stores a login's tokens or a staff page, HEAD included", async () => {
      const login = await fetch(`${url}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
      });
      expect(login.status).toBe(200);
      expect(login.headers.get("cache-control")).toContain("no-store");
      const { cookie } = await pageLogin(url);
      const head = await fetch(`${url}/room`, { method: "HEAD", headers: { cookie } });
      expect(head.status).toBe(200);
      expect(head.headers.get("cache-control")).toBe("private, no-store");
    });
  });
});
