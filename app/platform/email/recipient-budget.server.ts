import type { RateLimiter } from "~/platform/limits/rate-limiter.server";

/*
 * A per-recipient budget for the emails a stranger can make the site send by typing an address
 * into a public form (reservation and event quotation acknowledgements, decision 052). The
 * per-address limits hold one sender; this holds every sender together, so a victim's inbox is
 * not flooded from many addresses. Over budget the request is still taken (staff see it with its
 * acknowledgement marked as held); only the guest's email is not sent.
 */

/** Whether the guest's acknowledgement went out, as stored with the request and shown to staff. */
export type AcknowledgementState = "sent" | "withheld";

/**
 * The key one inbox is counted under: case folded, and a `+tag` in the local part dropped, since
 * `victim+1@…` and `victim+2@…` reach the same person on most mail services.
 */
export function recipientKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  const local = address.slice(0, at).replace(/\+.*$/, "");
  return `${local || address.slice(0, at)}${address.slice(at)}`;
}

/**
 * Runs `work` told whether the acknowledgement to `email` may be sent. The turn is taken before
 * the work (RateLimiter.tryTake: atomic under bursts, on every engine and server), and given
 * back when the work throws or `counts` says the result sent nothing new (a replayed request),
 * so a refused form or a retry never uses up a guest's budget.
 */
export async function withAcknowledgementTurn<T>(
  limiter: RateLimiter,
  email: string,
  work: (acknowledgement: AcknowledgementState) => Promise<T>,
  counts: (result: T) => boolean = () => true,
): Promise<T> {
  const turn = await limiter.tryTake(recipientKey(email));
  const taken = "id" in turn ? turn.id : null;
  let result: T;
  try {
    result = await work(taken === null ? "withheld" : "sent");
  } catch (error) {
    if (taken !== null) await limiter.release(taken);
    throw error;
  }
  if (taken !== null && !counts(result)) await limiter.release(taken);
  return result;
}
