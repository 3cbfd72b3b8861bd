import { describe, expect, it } from "vitest";
import { clearedPendingLoginCookie, readPendingLoginCookie } from "~/platform/auth/pending-login.server";
import { isPersonalRequest } from "~/platform/auth/personal-request.server";
import { clearedSessionCookie, readSessionCookie, sessionCookie } from "~/platform/auth/session-cookie.server";

const http = { PUBLIC_URL: undefined };
const https = { PUBLIC_URL: "https://www.umodzipark.mw" };
const withCookies = (cookie?: string) => new Request("http://127.0.0.1/", cookie === undefined ? {} : { headers: { cookie } });

describe("the site's cookies", () => {
  it("reads the session under the name this deployment uses, among other sites' cookies", () => {
    const request = withCookies("_ga=GA1.2.345.678; sid=abc_DEF-123; __Host-sid=secure-one; __cf_bm=x");
    expect(readSessionCookie(request, http)).toBe("abc_DEF-123");
    expect(readSessionCookie(request, https)).toBe("secure-one");
    expect(readSessionCookie(withCookies("sid=only-plain"), https)).toBeNull();
  });

  it("has no session without a cookie header, an empty one, or only a bare name", () => {
    expect(readSessionCookie(withCookies(), http)).toBeNull();
    expect(readSessionCookie(withCookies(""), http)).toBeNull();
    expect(readSessionCookie(withCookies("sid"), http)).toBeNull();
    expect(readSessionCookie(withCookies("sidecar=1"), http)).toBeNull();
  });

  it("takes the first of a repeated name, as browsers send the most specific path first", () => {
    expect(readSessionCookie(withCookies("sid=first; sid=second"), http)).toBe("first");
  });

  it("reads the half-done two-step sign-in cookie the same way", () => {
    expect(readPendingLoginCookie(withCookies("two_step=tok; sid=s"), http)).toBe("tok");
    expect(readPendingLoginCookie(withCookies("__Host-two_step=tok"), https)).toBe("tok");
  });

  it("counts a request as personal when it carries a cookie the site reads, and only then", () => {
    expect(isPersonalRequest(withCookies("_ga=GA1.2.345.678; __cf_bm=abc"))).toBe(false);
    // The device cookie is read by the sign-in actions only: it shapes no page.
    expect(isPersonalRequest(withCookies("device=v1.1.x.y; __Host-device=v1.1.x.y"))).toBe(false);
    expect(isPersonalRequest(withCookies())).toBe(false);
    for (const cookie of ["sid=a", "__Host-sid=a", "two_step=a", "__Host-two_step=a", "_ga=1; sid=a"]) {
      expect(isPersonalRequest(withCookies(cookie)), cookie).toBe(true);
    }
    expect(isPersonalRequest(new Request("http://127.0.0.1/", { headers: { authorization: "Bearer x" } }))).toBe(true);
  });

  it("writes HttpOnly, SameSite=Lax cookies for the whole site, Secure and __Host- over https", () => {
    expect(sessionCookie(http, "tok", null)).toBe("sid=tok; Path=/; HttpOnly; SameSite=Lax");
    expect(sessionCookie(https, "tok", 3600)).toBe("__Host-sid=tok; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600; Secure");
    expect(clearedSessionCookie(https)).toBe("__Host-sid=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure");
    expect(clearedPendingLoginCookie(https)).toBe("__Host-two_step=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure");
  });
});
