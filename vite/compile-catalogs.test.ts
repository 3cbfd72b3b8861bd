import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { catalogId, compiledLanguage, languagePartId, languagePartOf, namespaceOf } from "./compile-catalogs";

describe("catalogues in the browser build", () => {
  const source = {
    en: { hello: "Hello {name}", rooms: "{count, plural, one {# room} other {# rooms}}", later: "Not yet in Chichewa" },
    ny: { hello: "Moni {name}", rooms: "{count, plural, one {chipinda #} other {zipinda #}}" },
  };

  it("compiles one language's messages, Chichewa filled in with the English ones not written yet", () => {
    const ny = compiledLanguage(source, "ny");
    expect(Object.keys(ny).sort()).toEqual(["hello", "later", "rooms"]);
    expect(ny.hello).toEqual(["Moni ", ["name"]]);
    expect(ny.later).toEqual(["Not yet in Chichewa"]);
    const en = compiledLanguage(source, "en");
    expect(en.hello).toEqual(["Hello ", ["name"]]);
    expect(Object.keys(en).sort()).toEqual(["hello", "later", "rooms"]);
  });

  it("names each language's part so the script chunks can find its catalogue", () => {
    const file = "/site/app/routes/public/home.messages.json";
    expect(languagePartOf(languagePartId("ny", file))).toEqual({ language: "ny", file });
    expect(languagePartOf(catalogId(file))).toBeNull();
    expect(languagePartOf(file)).toBeNull();
  });

  it("names a catalogue after its file's path under app/", () => {
    const file = fileURLToPath(new URL("../app/features/callbacks/callbacks.messages.json", import.meta.url));
    expect(namespaceOf(file)).toBe("features/callbacks/callbacks");
    expect(namespaceOf(`${file}?import`)).toBe("features/callbacks/callbacks");
  });
});
