/**
 * How long a forgotten-password request takes to answer for an email that has an account and
 * for one that has none, on the built site (run `npm run -s build` first):
 *
 *   npx tsx scripts/forgot-password-timing.ts [sqlite|postgres] [pairs]
 *
 * Each account is fresh, so each request for it makes a link and queues an email (after the
 * answer: docs/decisions/038-limits-and-device-cookies.md). Requests go one at a time, the two
 * kinds interleaved and each pair in the other order from the last, so drift in the machine's
 * load falls on both sides alike. Prints both medians and their difference, and exits 1 when
 * the difference is 1 ms or more. A figure for a quiet machine: on one shared with other
 * work, the medians of 40 move by a millisecond or two from run to run, either way.
 */
import { randomUUID } from "node:crypto";
import { type RunningServer, startServer } from "../tests/support/start-server";

const MEMBER_PASSWORD = "Zikomo-Kwambiri-77";
const chosen = process.argv[2];
const engines: ("sqlite" | "postgres")[] = chosen === "sqlite" || chosen === "postgres" ? [chosen] : ["sqlite", "postgres"];
const pairs = Number(process.argv[3] ?? 40);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 === 1 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function post(server: RunningServer, pathname: string, body: object): Promise<Response> {
  const res = await fetch(server.url + pathname, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  await res.arrayBuffer();
  return res;
}

async function timed(server: RunningServer, email: string): Promise<number> {
  const started = performance.now();
  const res = await post(server, "/api/forget-password", { email });
  const took = performance.now() - started;
  if (res.status !== 200) throw new Error(`forget-password answered ${res.status}`);
  return took;
}

async function measure(engine: "sqlite" | "postgres"): Promise<boolean> {
  const server = await startServer({
    engine,
    env: { SEED_DEMO: "false", RATE_LIMITS: JSON.stringify({ passwordReset: { limit: 100_000, windowSeconds: 900 }, register: { limit: 100_000, windowSeconds: 600 } }) },
  });
  try {
    const accounts: string[] = [];
    for (let i = 0; i < pairs + 5; i++) {
      const email = `timing-${randomUUID().slice(0, 8)}@example.com`;
      const res = await post(server, "/api/register", { name: "Thoko Mwale", email, password: MEMBER_PASSWORD, password_confirmation: MEMBER_PASSWORD });
      if (res.status !== 201) throw new Error(`register answered ${res.status}`);
      accounts.push(email);
    }
    const stranger = () => `nobody-${randomUUID()}@example.com`;
    // Warm-up: compiling, pooled connections.
    for (const email of accounts.slice(pairs)) await timed(server, email);
    for (let i = 0; i < 5; i++) await timed(server, stranger());
    const existing: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < pairs; i++) {
      const known = async () => existing.push(await timed(server, accounts[i]!));
      const nobody = async () => unknown.push(await timed(server, stranger()));
      if (i % 2 === 0) {
        await known();
        await nobody();
      } else {
        await nobody();
        await known();
      }
    }
    const difference = median(existing) - median(unknown);
    const ok = Math.abs(difference) < 1;
    console.log(
      `${ok ? "✔" : "✖"} ${engine}: existing ${median(existing).toFixed(2)} ms, unknown ${median(unknown).toFixed(2)} ms ` +
        `(medians of ${pairs}), difference ${difference.toFixed(2)} ms`,
    );
    return ok;
  } finally {
    await server.stop();
  }
}

let allOk = true;
for (const engine of engines) allOk = (await measure(engine)) && allOk;
process.exit(allOk ? 0 : 1);
