// The fair-renders scenario of `npm run bench` (docs/decisions/051-fair-renders.md): how often a
// member's and a guest's pages succeed from one address while another address floods the site
// with requests that used to cost a fresh render each. Not part of the site.
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";

/** The flooding address and the visitors' one, told apart by X-Forwarded-For (the server trusts one proxy hop). */
const ATTACKER = "203.0.113.66";
const VISITOR = "198.51.100.7";

const randomToken = () => randomBytes(32).toString("base64url");

/** Each spelling of /accomodationService that differs from SPEC's only in case. */
function caseSpelling(path: string): string {
  return [...path].map((letter) => (Math.random() < 0.5 ? letter.toUpperCase() : letter.toLowerCase())).join("");
}

export interface Attack {
  name: string;
  /** The request's path and headers, made afresh for each request of the flood. */
  request: () => { path: string; headers: Record<string, string> };
}

/** The four floods of issue 27 §2, each from one address; well-formed random credentials, the costliest to check. */
export const ATTACKS: Attack[] = [
  { name: "junk session cookie", request: () => ({ path: "/", headers: { cookie: `sid=${randomToken()}` } }) },
  { name: "junk bearer", request: () => ({ path: "/", headers: { authorization: `Bearer ${randomToken()}` } }) },
  { name: "random 404 paths", request: () => ({ path: `/${randomToken().slice(0, 12)}`, headers: {} }) },
  { name: "case spellings", request: () => ({ path: caseSpelling("/accomodationService"), headers: {} }) },
];

export interface VisitorOutcome {
  sent: number;
  succeeded: number;
}

/** One visitor asking for a page again as soon as it is answered, until `stopped()`. */
async function visit(base: string, path: string, headers: Record<string, string>, stopped: () => boolean): Promise<VisitorOutcome> {
  const outcome = { sent: 0, succeeded: 0 };
  while (!stopped()) {
    outcome.sent += 1;
    try {
      const response = await fetch(base + path, { headers: { "x-forwarded-for": VISITOR, "accept-encoding": "gzip", ...headers }, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status === 200) outcome.succeeded += 1;
    } catch {
      // a failed request is counted as sent and not succeeded
    }
  }
  return outcome;
}

export interface FairnessFigures {
  attack: string;
  dashboard: VisitorOutcome;
  booking: VisitorOutcome;
  attackerRequests: number;
  attackerStatuses: Record<string, number>;
}

/**
 * `connections` keep-alive connections from the attacker's address for `seconds`, while a
 * signed-in member reloads /dashboard and a guest reloads /booking from another address.
 */
export async function underAttack(base: string, attack: Attack, memberCookie: string, connections = 32, seconds = 8): Promise<FairnessFigures> {
  let finished = false;
  const flood = autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const { path, headers } = attack.request();
          return { ...request, path, headers: { ...request.headers, "x-forwarded-for": ATTACKER, "accept-encoding": "gzip", ...headers } };
        },
      },
    ],
  });
  const done = flood.then((result) => {
    finished = true;
    return result;
  });
  // Give the flood a moment to fill the server before the visitors start counting.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const [dashboard, booking, result] = await Promise.all([
    visit(base, "/dashboard", { cookie: memberCookie }, () => finished),
    visit(base, "/booking", {}, () => finished),
    done,
  ]);
  const attackerStatuses: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) attackerStatuses[status] = stats?.count ?? 0;
  return { attack: attack.name, dashboard, booking, attackerRequests: result.requests.total ?? 0, attackerStatuses };
}

export const successRate = (outcome: VisitorOutcome) => (outcome.sent === 0 ? 0 : (100 * outcome.succeeded) / outcome.sent);
