import { describe, expect, it } from "vitest";
import { demoLoginNotice, startupBanner, startupOutput } from "./startup-banner";

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

  // As the README's "Run it" says: the back-office link only on a terminal; elsewhere the JSON lines, and the demo login once.
  it("gives the back-office link only when started on a terminal", () => {
    const url = "http://localhost:3000";
    expect(startupOutput({ terminal: true, url, seeding: false })).toContain("Back-office: http://localhost:3000/room");
    const piped = startupOutput({ terminal: false, url, demoLogin, seeding: true });
    expect(piped).toContain("password: Demo-abc-9a");
    expect(piped).not.toContain("/room");
    expect(piped).not.toContain("background");
    expect(startupOutput({ terminal: false, url, seeding: true })).toBeNull();
  });
});
