import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * A catalogue file's words as translators write them (`app/…/x.messages.json`): importing the
 * file gives the compiled messages the build makes of them (vite/compile-catalogs.ts).
 */
export function catalogueSource<Source = { en: Record<string, string>; ny: Record<string, string> }>(pathUnderApp: string): Source {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`../../app/${pathUnderApp}`, import.meta.url)), "utf8")) as Source;
}
