/** Session lifetimes of DECISIONS §3, in one place. */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const sessionPolicy = {
  /** Members who tick "Remember Me". */
  memberRemembered: { idleMs: 30 * DAY, absoluteMs: 30 * DAY },
  /** Members without "Remember Me": the cookie dies with the browser; the server ends it after a day. */
  memberBrowser: { idleMs: 12 * HOUR, absoluteMs: DAY },
  /** Staff, whatever they tick. */
  staff: { idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR },
  accessTokenMs: 15 * MINUTE,
  /** Touching last_seen_at on every request would turn every read into a write. */
  touchEveryMs: MINUTE,
} as const;

export function policyFor(staff: boolean, remember: boolean) {
  if (staff) return sessionPolicy.staff;
  return remember ? sessionPolicy.memberRemembered : sessionPolicy.memberBrowser;
}
