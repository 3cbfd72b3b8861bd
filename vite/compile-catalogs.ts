import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

/**
 * Compiles the ICU messages of every `*.messages.json` catalogue at build time (decision 042),
 * so pages ship Lingui's small runtime without its message parser. The output is still JSON
 * (compiled messages are arrays), which Vite's own JSON plugin then turns into a module.
 */
export function compileCatalogs(): Plugin {
  return {
    name: "hotel:compile-catalogs",
    enforce: "pre",
    transform(code, id) {
      if (!id.split("?")[0]!.endsWith(".messages.json")) return null;
      const source = JSON.parse(code) as Record<string, Record<string, string>>;
      const compiled = Object.fromEntries(
        Object.entries(source).map(([language, messages]) => [
          language,
          Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)])),
        ]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
