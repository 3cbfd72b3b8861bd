import { describe, expect, it } from "vitest";
import { chosenEncoding } from "./accept-encoding";

describe("chosenEncoding", () => {
  it("honours a weight of zero: a client that cannot read brotli never gets it", () => {
    expect(chosenEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chosenEncoding("gzip, br;q=0")).toBe("gzip");
    expect(chosenEncoding("br;q=0")).toBe("identity");
    expect(chosenEncoding("gzip;q=0, br;q=0")).toBe("identity");
  });

  it("takes the heavier coding, the smaller one when they tie", () => {
    expect(chosenEncoding("gzip;q=0.5, br;q=1")).toBe("br");
    expect(chosenEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(chosenEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chosenEncoding("br, gzip")).toBe("br");
    expect(chosenEncoding("GZIP;Q=0.8, Br;q=0.9")).toBe("br");
    expect(chosenEncoding("gzip;q=0.5, identity")).toBe("identity");
  });

  it("reads * as every coding not named, and identity as acceptable unless refused", () => {
    expect(chosenEncoding("*")).toBe("br");
    expect(chosenEncoding("br;q=0, *")).toBe("gzip");
    expect(chosenEncoding("*;q=0")).toBe("identity");
    expect(chosenEncoding("*;q=0, gzip")).toBe("gzip");
    expect(chosenEncoding("identity;q=0, gzip;q=0.1")).toBe("gzip");
    expect(chosenEncoding("identity")).toBe("identity");
    expect(chosenEncoding("")).toBe("identity");
    expect(chosenEncoding(undefined)).toBe("identity");
  });

  it("offers only what is there, and takes no malformed weight as a yes", () => {
    expect(chosenEncoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(chosenEncoding("br", ["gzip"])).toBe("identity");
    expect(chosenEncoding("br;q=2, gzip;q=0.5")).toBe("gzip");
    expect(chosenEncoding("br;q=abc, gzip;q=0.5")).toBe("gzip");
    expect(chosenEncoding("x-gzip")).toBe("gzip");
  });

  it("gives the same answer the second time a header is seen", () => {
    expect(chosenEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chosenEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chosenEncoding("br;q=0, gzip", ["br"])).toBe("identity");
  });
});
