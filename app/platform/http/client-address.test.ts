import { describe, expect, it } from "vitest";
import { parseTrustProxy, type TrustProxy } from "~/platform/runtime/env.server";
import { resolveClientAddress } from "./client-address";

const trust = (value: string) => parseTrustProxy(value) as TrustProxy;

describe("the visitor's address behind proxies", () => {
  it("believes only the TCP peer without TRUST_PROXY", () => {
    expect(resolveClientAddress("::ffff:198.51.100.4", "203.0.113.9", undefined)).toBe("198.51.100.4");
  });

  it("takes the address the trusted hops saw, ignoring what the client wrote further left", () => {
    expect(resolveClientAddress("10.0.0.2", "203.0.113.9", trust("1"))).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9", trust("1"))).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9, 10.0.0.1", trust("2"))).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.2", undefined, trust("1"))).toBe("10.0.0.2");
  });

  it("skips proxies in the trusted ranges, and only those", () => {
    const ranges = trust("10.0.0.0/8, 127.0.0.1");
    expect(resolveClientAddress("127.0.0.1", "6.6.6.6, 203.0.113.9, 10.1.2.3", ranges)).toBe("203.0.113.9");
    expect(resolveClientAddress("198.51.100.4", "203.0.113.9", ranges)).toBe("198.51.100.4");
    expect(resolveClientAddress("10.0.0.1", "10.0.0.5", ranges)).toBe("10.0.0.5");
  });

  it("refuses TRUST_PROXY values it cannot read", () => {
    for (const bad of ["0", "11", "yes", "10.0.0.0/33", "300.1.1.1", "1.2.3.4/x"]) expect(parseTrustProxy(bad)).toBe("invalid");
    expect(parseTrustProxy("")).toBeUndefined();
    expect(parseTrustProxy("::1, fd00::/8")).toEqual({
      ranges: [
        { address: "::1", prefix: 128, family: "ipv6" },
        { address: "fd00::", prefix: 8, family: "ipv6" },
      ],
    });
  });
});
