/** How long another process's change may take to reach a server (about a second on SQLite). */
export const EVENTUALLY_MS = 8_000;

/** How long a queued email may take to reach the test relay: the outbox is looked at every 2 s. */
export const EMAIL_DELIVERY_MS = 20_000;

/**
 * Asks until `check` holds, or fails with `what` after the deadline (EVENTUALLY_MS unless
 * `withinMs` says otherwise): for what a server learns from another process (a write, a file
 * moved into place) or does in the background (an email sent) rather than in the request itself.
 */
export async function eventually<T>(what: string, ask: () => Promise<T>, check: (value: T) => boolean, options: { withinMs?: number } = {}): Promise<T> {
  const withinMs = options.withinMs ?? EVENTUALLY_MS;
  const deadline = Date.now() + withinMs;
  do {
    const last = await ask();
    if (check(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  } while (Date.now() < deadline);
  throw new Error(`${what}: not seen within ${withinMs} ms`);
}

/** Whether `condition` comes to hold within `timeoutMs`, asked every 50 ms (a process's output, its exit). */
export async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return condition();
}
