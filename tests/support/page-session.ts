import { TEST_ADMIN } from "./start-server";

/** Logs in through the login page, as a browser would, and returns the session cookie. */
export async function pageCookie(base: string, email: string = TEST_ADMIN.email, password: string = TEST_ADMIN.password): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }),
  });
  await res.arrayBuffer();
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  if (!cookie.includes("=")) throw new Error(`page login failed: ${res.status}`);
  return cookie;
}

/** A page request with a session cookie (and, for posts, the same-origin header the CSRF check wants). */
export async function page(base: string, pathname: string, init: { cookie?: string; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { origin: base, accept: "text/html" };
  if (init.cookie) headers.cookie = init.cookie;
  const res = await fetch(base + pathname, {
    method: init.form ? "POST" : "GET",
    redirect: "manual",
    headers: init.form ? { ...headers, "content-type": "application/x-www-form-urlencoded" } : headers,
    ...(init.form ? { body: new URLSearchParams(init.form) } : {}),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}
