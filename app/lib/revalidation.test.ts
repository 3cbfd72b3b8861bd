import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { revalidateUnlessOnlyQueryChanged } from "./revalidation";

const args = (current: string, next: string, formMethod?: "POST"): ShouldRevalidateFunctionArgs =>
  ({
    currentUrl: new URL(current, "http://hotel.test"),
    nextUrl: new URL(next, "http://hotel.test"),
    currentParams: {},
    nextParams: {},
    formMethod,
    defaultShouldRevalidate: true,
  }) as ShouldRevalidateFunctionArgs;

describe("revalidateUnlessOnlyQueryChanged", () => {
  it("skips the reload when only the tab or the edited card changes", () => {
    expect(revalidateUnlessOnlyQueryChanged(args("/picture?tab=add", "/picture?tab=view"))).toBe(false);
    expect(revalidateUnlessOnlyQueryChanged(args("/SPA?tab=view", "/SPA?tab=view&edit=2"))).toBe(false);
  });

  it("reloads after a submission, on another page and when asked to revalidate the same URL", () => {
    expect(revalidateUnlessOnlyQueryChanged(args("/picture?tab=view", "/picture?tab=view", "POST"))).toBe(true);
    expect(revalidateUnlessOnlyQueryChanged(args("/picture", "/SPA"))).toBe(true);
    // revalidator.revalidate(): e.g. after a delete that found the record already gone.
    expect(revalidateUnlessOnlyQueryChanged(args("/picture?tab=view", "/picture?tab=view"))).toBe(true);
  });
});
