import { describe, expect, it } from "vitest";
import { addDays, canRenew, currentMembership, membershipStateOf, normaliseCell, VIP_STEP_SCHEMAS, type VipApplication } from "~/features/vip/schema";
import { vipWords } from "~/features/vip/vip-words";

const TODAY = "2026-11-23";

describe("VIP cell numbers (DECISIONS §6)", () => {
  it("reads 0 + 9 digits and 265 + 9 digits, spaces and + ignored, as +265XXXXXXXXX", () => {
    expect(normaliseCell("0991234567")).toBe("+265991234567");
    expect(normaliseCell(" 0991 234 567 ")).toBe("+265991234567");
    expect(normaliseCell("265881234567")).toBe("+265881234567");
    expect(normaliseCell("+265 88 123 4567")).toBe("+265881234567");
  });

  it("refuses every other length, prefix or character", () => {
    for (const wrong of ["", "099123456", "09912345678", "1991234567", "26599123456", "2659912345678", "0991-234-567", "(0)991234567", "+44 7911 123456"]) {
      expect(normaliseCell(wrong), wrong).toBeNull();
    }
  });
});

describe("the wizard's step schemas", () => {
  it("give SPEC §5's messages step by step", () => {
    const [profile, contact, identification] = VIP_STEP_SCHEMAS;
    expect(profile.safeParse({}).error?.issues.map((i) => i.message)).toEqual([
      vipWords.msg("vipTitleRequired"), vipWords.msg("vipFirstNameRequired"), vipWords.msg("vipLastNameRequired"), vipWords.msg("vipPostalAddressRequired"),
    ]);
    // The company may be left out; a line break in it is still refused.
    expect(profile.safeParse({ title: "Mr", firstName: "Tiwonge", lastName: "Phiri", postalAddress: "P.O. Box 1" }).success).toBe(true);
    expect(profile.safeParse({ title: "Mr", firstName: "Tiwonge", lastName: "Phiri", Company: "A\nB", postalAddress: "P.O. Box 1" }).success).toBe(false);
    expect(contact.safeParse({ cell: "", cell2: "12", nationality: " ", birthDate: "" }).error?.issues.map((i) => i.message)).toEqual([
      vipWords.msg("vipCellRequired"), vipWords.msg("vipCellInvalid"), vipWords.msg("vipNationalityRequired"), vipWords.msg("vipBirthDateRequired"),
    ]);
    expect(identification.safeParse({ sms: "", signature: "" }).error?.issues.map((i) => i.message)).toEqual([
      vipWords.msg("vipEmailRequired"), vipWords.msg("vipPassportRequired"), vipWords.msg("vipSmsRequired"), vipWords.msg("vipSignatureRequired"),
    ]);
  });
});

describe("membership state with the hotel's today", () => {
  const row = (status: "pending" | "approved" | "rejected", expires: string | null, renewalStatus: "pending" | "approved" | "rejected" | null = null) => ({ status, expires, renewalStatus });

  it("is Active up to and including the expiry day, Inactive after it", () => {
    expect(membershipStateOf(row("approved", TODAY), TODAY)).toBe("active");
    expect(membershipStateOf(row("approved", addDays(TODAY, -1)), TODAY)).toBe("inactive");
    expect(membershipStateOf(row("approved", null), TODAY)).toBe("inactive");
    expect(membershipStateOf(row("pending", null), TODAY)).toBe("pending");
    expect(membershipStateOf(row("rejected", null), TODAY)).toBe("rejected");
    expect(membershipStateOf(row("approved", addDays(TODAY, -1), "pending"), TODAY)).toBe("renewal-pending");
  });

  it("offers Renew from 30 days before expiry, never twice at once, never before approval", () => {
    expect(canRenew(row("approved", addDays(TODAY, 30)), TODAY)).toBe(true);
    expect(canRenew(row("approved", addDays(TODAY, 31)), TODAY)).toBe(false);
    expect(canRenew(row("approved", addDays(TODAY, -400)), TODAY)).toBe(true);
    expect(canRenew(row("approved", addDays(TODAY, -1), "pending"), TODAY)).toBe(false);
    expect(canRenew(row("approved", addDays(TODAY, -1), "rejected"), TODAY)).toBe(true);
    expect(canRenew(row("pending", null), TODAY)).toBe(false);
    expect(canRenew(row("rejected", null), TODAY)).toBe(false);
  });

  it("lets the approved application with the latest expiry speak for the membership, else the newest", () => {
    const app = (id: number, status: VipApplication["status"], expires: string | null, created_at: string) => ({ id, status, expires, created_at }) as VipApplication;
    expect(currentMembership([])).toBeNull();
    expect(currentMembership([app(1, "pending", null, "2026-01-01T00:00:00Z"), app(2, "rejected", null, "2026-02-01T00:00:00Z")])?.id).toBe(2);
    expect(currentMembership([app(3, "pending", null, "2026-03-01T00:00:00Z"), app(1, "approved", "2026-12-01", "2026-01-01T00:00:00Z"), app(2, "approved", "2027-06-01", "2025-01-01T00:00:00Z")])?.id).toBe(2);
  });

  it("counts days across month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });
});
