import { describe, expect, it } from "vitest";
import { demoLoginNotice, startupBanner } from "./startup-banner";

describe("startup banner", () => {
  const demoLogin = { email: "admin@demo.local", password: "Demo-abc-9a" };

  it("gives the address, the back-office and the demo login in a few lines", () => {
    const banner = startupBanner({ url: "http://localhost:3000", demoLogin, seeding: true });
    expect(banner).toContain("http://localhost:3000\n");
    expect(banner).toContain("Back-office: http://localhost:3000/room");
    expect(banner).toContain("email:    admin@demo.local");
    expect(banner).toContain("password: Demo-abc-9a");
    expect(banner).toContain("in the background");
    expect(banner.split("\n").length).toBeLessThan(16);
  });

  it("leaves out the login when none was created and the seeding note when it is not seeding", () => {
    const banner = startupBanner({ url: "http://localhost:3000", seeding: false });
    expect(banner).not.toContain("password");
    expect(banner).not.toContain("background");
  });

  it("prints the demo login alone for logs that are not a terminal", () => {
    expect(demoLoginNotice(demoLogin)).toContain("password: Demo-abc-9a");
  });
});
