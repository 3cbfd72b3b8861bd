import { describe, expect, it } from "vitest";
import { vipValuesOfAccount } from "./vip-account-values";

describe("the VIP wizard's values from the member's account", () => {
  it("splits the account's name at its first space and keeps the email", () => {
    expect(vipValuesOfAccount({ name: "Tiwonge Phiri", email: "t@example.com" })).toEqual({ firstName: "Tiwonge", lastName: "Phiri", email: "t@example.com" });
    expect(vipValuesOfAccount({ name: "  Chikondi  wa  Banda ", email: "c@example.com" })).toEqual({ firstName: "Chikondi", lastName: "wa Banda", email: "c@example.com" });
    expect(vipValuesOfAccount({ name: "Madonna", email: "m@example.com" })).toEqual({ firstName: "Madonna", lastName: "", email: "m@example.com" });
  });
});
