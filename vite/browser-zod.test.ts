import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { exportedNames, standIn } from "./browser-zod";

/** The module's file: Zod's package exports do not name its inner modules. */
const zodModule = (name: string) => fileURLToPath(new URL(`../node_modules/zod/v4/core/${name}.js`, import.meta.url));

describe("Zod's JSON Schema modules in the browser build", () => {
  for (const name of ["to-json-schema", "json-schema-processors"]) {
    it(`stands in for ${name} with every one of its exports`, async () => {
      const file = zodModule(name);
      const real = Object.keys((await import(file)) as object).sort();
      const source = readFileSync(file, "utf8");
      expect(exportedNames(source).sort()).toEqual(real);
      const stand = (await import(`data:text/javascript,${encodeURIComponent(standIn(source))}`)) as Record<string, unknown>;
      expect(Object.keys(stand).sort()).toEqual(real);
    });
  }

  it("lets schemas be made, and says where the generator went if it is ever called", async () => {
    const source = readFileSync(zodModule("to-json-schema"), "utf8");
    const stand = (await import(`data:text/javascript,${encodeURIComponent(standIn(source))}`)) as Record<string, (...args: unknown[]) => unknown>;
    const method = stand.createStandardJSONSchemaMethod!({}, "input");
    expect(typeof method).toBe("function");
    expect(() => (method as () => unknown)()).toThrow(/not in the browser build/);
    expect(() => stand.finalize!()).toThrow(/not in the browser build/);
  });
});
