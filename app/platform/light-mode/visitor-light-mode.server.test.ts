import { describe, expect, it } from "vitest";
import { lightCookieHeader, savesData, visitorWantsLight } from "./visitor-light-mode.server";

describe("light mode of a visitor", () => {
  it.each([
    ["on", true],
    ["On", true],
    [" on ", true],
    ["on; q=1", true],
    ["on, on", true],
    ["off", false],
    ["", false],
    ["onward", false],
    ["yes", false],
  ])("reads Save-Data %j as %s", (header, expected) => {
    expect(savesData(header)).toBe(expected);
  });

  it("follows the switch's cookie before the browser's Save-Data, both ways", () => {
    const wants = (headers: Record<string, string>) => visitorWantsLight(new Request("http://hotel.test/", { headers }));
    expect(wants({})).toBe(false);
    expect(wants({ "save-data": "on" })).toBe(true);
    expect(wants({ cookie: "light=1" })).toBe(true);
    expect(wants({ cookie: "light=0", "save-data": "on" })).toBe(false);
    // A cookie the switch never wrote says nothing.
    expect(wants({ cookie: "light=maybe", "save-data": "on" })).toBe(true);
  });

  it("remembers the choice a year, Secure over HTTPS", () => {
    expect(lightCookieHeader(true, false)).toBe("light=1; Path=/; SameSite=Lax; Max-Age=31536000");
    expect(lightCookieHeader(false, true)).toBe("light=0; Path=/; SameSite=Lax; Max-Age=31536000; Secure");
  });
});
