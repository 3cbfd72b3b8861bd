/**
 * The address a guest has just registered with, carried from the VIP Club's Register Now form
 * to the sign-in page in this browser tab only, so the login's email field is filled in.
 *
 * Why the tab's storage and not the address or a cookie: an email in `/login?email=…` lands in
 * the browser's history, server logs and the Referer of the next page; a cookie the server read
 * would make `/login` a personal page the render cache may not keep (decision 014), for one
 * field's convenience. Without JavaScript the field stays empty and the browser's own
 * autofill helps; the success line still says what to do.
 */
const KEY = "just-registered-email";
/** Long enough to read the success line and sign in; an old value fills nothing. */
const FRESH_FOR_MS = 10 * 60_000;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): the guest types the address, as before.
    return null;
  }
}

export const justRegisteredEmail = {
  /** Called as Register Now is sent; read only if the server answers with the sign-in page's success line. */
  keep(email: string, now = Date.now()): void {
    const trimmed = email.trim();
    if (!trimmed) return;
    try {
      storage()?.setItem(KEY, JSON.stringify({ email: trimmed, at: now }));
    } catch {
      // A full or refused storage only costs the convenience.
    }
  },
  /** The address, once: it is forgotten as it is read. */
  take(now = Date.now()): string | null {
    const store = storage();
    const raw = store?.getItem(KEY) ?? null;
    store?.removeItem(KEY);
    if (!raw) return null;
    try {
      const value = JSON.parse(raw) as { email?: unknown; at?: unknown };
      if (typeof value.email !== "string" || typeof value.at !== "number" || now - value.at > FRESH_FOR_MS || value.at > now) return null;
      return value.email;
    } catch {
      return null;
    }
  },
};
