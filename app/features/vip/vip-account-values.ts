/**
 * What the VIP wizard can take from the member's account instead of asking again: the account's
 * one name split at its first space ("Tiwonge Phiri" → Tiwonge / Phiri; a single word is the
 * first name) and its email. The member may change them before sending.
 */
export function vipValuesOfAccount(account: { name: string; email: string }): Record<string, string> {
  const name = account.name.trim().replace(/\s+/g, " ");
  const space = name.indexOf(" ");
  return {
    firstName: space === -1 ? name : name.slice(0, space),
    lastName: space === -1 ? "" : name.slice(space + 1),
    email: account.email,
  };
}
