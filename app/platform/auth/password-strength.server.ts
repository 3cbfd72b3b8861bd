import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { messages } from "~/lib/messages";

/**
 * ASVS V6.2: on top of SPEC §5's character rules, a password must resist guessing.
 * zxcvbn estimates the guesses an attacker needs, with dictionaries of common passwords,
 * names and English words; score 3 means about 10^8 guesses or more.
 */
export const MIN_PASSWORD_SCORE = 3;

/** Words of this hotel an attacker would try first, whoever the account belongs to. */
const HOTEL_WORDS = ["umodzi", "umodzipark", "lilongwe", "malawi", "blantyre", "kwacha", "hotel", "vipclub", "convention"];

// The dictionaries are a few megabytes of text: loaded on the first check, once, and only on the server.
let estimator: Promise<ZxcvbnFactory> | undefined;
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  })();
  return estimator;
}

/** The account's own words (name, the email's local part) that should not carry a password. */
export function personalWords(account: { name?: string; email?: string }): string[] {
  const local = account.email?.split("@")[0] ?? "";
  const words = [account.name ?? "", local]
    .flatMap((text) => [text, ...text.split(/[\s._+-]+/u)])
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w.length >= 3);
  return [...new Set(words)];
}

interface PasswordStrength {
  score: number;
  /** The sentence to show when the password is refused, or null when it is strong enough. */
  refusal: string | null;
}

export async function estimatePasswordStrength(
  password: string,
  account: { name?: string; email?: string } = {},
): Promise<PasswordStrength> {
  const zxcvbn = await loadEstimator();
  const result = zxcvbn.check(password, [...HOTEL_WORDS, ...personalWords(account)]);
  if (result.score >= MIN_PASSWORD_SCORE) return { score: result.score, refusal: null };
  return {
    score: result.score,
    refusal: messages.passwordTooGuessable(result.feedback.warning, result.feedback.suggestions[0] ?? null),
  };
}
