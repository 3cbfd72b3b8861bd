import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * React Router fetches route manifests as links come into view; when the page leaves (a
 * full navigation, a plain form post) while one is in flight, the browser cancels it and
 * React Router logs this. Nothing is lost: the next page loads its own.
 */
const CANCELLED_MANIFEST_FETCH = /^Failed to fetch manifest patches TypeError: Failed to fetch/;

/** Collects every console error and uncaught exception of a page; tests expect it to stay empty. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !CANCELLED_MANIFEST_FETCH.test(msg.text())) errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** WCAG 2.1 AA by axe: no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Colours are judged as they are at rest: a toast fading in or out is half transparent, and
  // axe would read its text as low contrast. Short fades only: a spinner never ends, and a
  // toast's 5-second countdown bar changes no colour.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number(animation.effect?.getComputedTiming().endTime) <= 1000)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
