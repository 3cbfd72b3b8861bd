/** How long another process's change may take to reach a server (about a second on SQLite). */
export const EVENTUALLY_MS = 8_000;

/**
 * Asks until `check` holds, or fails with `what` after the deadline: for what a server learns
 * from another process (a write, a file moved into place) rather than from the request itself.
 */
export async function eventually<T>(what: string, ask: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + EVENTUALLY_MS;
  do {
    const last = await ask();
    if (check(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  } while (Date.now() < deadline);
  throw new Error(`${what}: not seen within ${EVENTUALLY_MS} ms`);
}
