import { describe, expect, it } from "vitest";
import { recipientKey } from "~/platform/email/recipient-budget.server";

describe("the key one inbox is counted under", () => {
  it("folds case and drops a +tag, so other spellings of one address share its budget", () => {
    expect(recipientKey(" Victim@Example.com ")).toBe("victim@example.com");
    expect(recipientKey("victim+prize@example.com")).toBe("victim@example.com");
    expect(recipientKey("VICTIM+a+b@EXAMPLE.COM")).toBe("victim@example.com");
  });

  it("keeps an address that is only a tag as it is", () => {
    expect(recipientKey("+tag@example.com")).toBe("+tag@example.com");
  });
});
