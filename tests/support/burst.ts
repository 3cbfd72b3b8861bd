import { expect } from "vitest";
import type { api } from "./api-client";
import { limitsWords } from "~/platform/limits/limits-words";

type Answer = Awaited<ReturnType<typeof api>>;

/**
 * A burst sent at once was held to a limit: exactly `limit` answers have the `accepted` status,
 * every other one is a 429 that says how long to wait, in the message and in Retry-After.
 */
export function expectHeldToLimit(answers: Answer[], accepted: number, limit: number): void {
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === accepted), JSON.stringify(statuses)).toHaveLength(limit);
  const refused = answers.filter((a) => a.status !== accepted);
  expect(refused.map((a) => a.status)).toEqual(refused.map(() => 429));
  for (const answer of refused) {
    const seconds = Number(answer.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    expect(answer.body.message).toBe(limitsWords.t("en", "tooManyAttempts", { seconds }));
  }
}

/** The i-th of a burst of valid contact messages. */
export const contactMessage = (i: number) =>
  JSON.stringify({ name: `Guest ${i}`, email: `guest${i}@example.com`, phonenumber: "0999 123 456", message: `Hello ${i}` });
