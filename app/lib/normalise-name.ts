/**
 * The form of a name used to decide whether two names are "the same" for guests:
 * Unicode-normalised, trimmed, inner runs of spaces collapsed, lower-cased. " Executive  suite"
 * and "Executive Suite" are one room type.
 */
export function normaliseName(name: string): string {
  return name.normalize("NFKC").trim().replace(/\s+/gu, " ").toLocaleLowerCase("en");
}
