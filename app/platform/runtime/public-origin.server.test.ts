import { describe, expect, it } from "vitest";
import { trustedOrigin } from "./public-origin.server";

describe("trusted origin", () => {
  it("is PUBLIC_URL whatever the request says", () => {
    const env = { PUBLIC_URL: "https://hotel.example/" };
    expect(trustedOrigin(new Request("http://evil.example/x"), env)).toBe("https://hotel.example");
  });

  it("believes only a loopback Host without PUBLIC_URL", () => {
    const env = { PUBLIC_URL: undefined };
    expect(trustedOrigin(new Request("http://localhost:3000/"), env)).toBe("http://localhost:3000");
    expect(trustedOrigin(new Request("http://127.0.0.1:41234/"), env)).toBe("http://127.0.0.1:41234");
    expect(trustedOrigin(new Request("http://[::1]:3000/"), env)).toBe("http://[::1]:3000");
    expect(trustedOrigin(new Request("http://evil.example/"), env)).toBeNull();
    expect(trustedOrigin(new Request("http://localhost.evil.example/"), env)).toBeNull();
    expect(trustedOrigin(new Request("http://127.0.0.1.evil.example/"), env)).toBeNull();
  });
});
