import { describe, expect, it } from "vitest";
import { isAdmin, isMember, isStaff, roleOf } from "./roles";

describe("roles (DECISIONS §2)", () => {
  it.each([
    [0, "member", false, false, true],
    [1, "admin", true, true, false],
    [2, "editor", true, false, false],
    [3, "none", false, false, false],
    [-1, "none", false, false, false],
    [1.5, "none", false, false, false],
  ] as const)("usertype %s is %s", (usertype, role, staff, admin, member) => {
    expect(roleOf(usertype)).toBe(role);
    expect(isMember({ role: roleOf(usertype) })).toBe(member);
    expect(isStaff({ role: roleOf(usertype) })).toBe(staff);
    expect(isAdmin({ role: roleOf(usertype) })).toBe(admin);
  });

  it("treats no viewer as no privileges", () => {
    expect(isStaff(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
    expect(isMember(null)).toBe(false);
  });
});
