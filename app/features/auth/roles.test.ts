import { describe, expect, it } from "vitest";
import { isAdmin, isStaff, roleOf } from "./roles";

describe("roles (DECISIONS §2)", () => {
  it.each([
    [0, "member", false, false],
    [1, "admin", true, true],
    [2, "editor", true, false],
    [3, "none", false, false],
    [-1, "none", false, false],
    [1.5, "none", false, false],
  ] as const)("usertype %s is %s", (usertype, role, staff, admin) => {
    expect(roleOf(usertype)).toBe(role);
    expect(isStaff({ role: roleOf(usertype) })).toBe(staff);
    expect(isAdmin({ role: roleOf(usertype) })).toBe(admin);
  });

  it("treats no viewer as no privileges", () => {
    expect(isStaff(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});
