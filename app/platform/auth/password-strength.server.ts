import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import type { Language } from "~/platform/i18n/language";
import { PASSWORD_FEEDBACK_NY, type PasswordFeedbackWords } from "~/platform/auth/password-feedback.ny";
import { authWords } from "./auth-words";

/**
 * ASVS V6.2: on top of SPEC §5's character rules, a password must resist guessing.
 * zxcvbn estimates the guesses an attacker needs, with dictionaries of common passwords,
 * names and English words; score 3 means about 10^8 guesses or more.
 */
export const MIN_PASSWORD_SCORE = 3;

/** Words of this hotel an attacker would try first, whoever the account belongs to. */
const HOTEL_WORDS = ["umodzi", "umodzipark", "lilongwe", "malawi", "blantyre", "kwacha", "hotel", "vipclub", "convention"];

/** Each section's keys as their own text: `{ warnings: { straightRow: "straightRow", … } }`. */
function keysOf<T extends Record<string, Record<string, unknown>>>(words: T): T {
  return Object.fromEntries(Object.entries(words).map(([section, texts]) => [section, Object.fromEntries(Object.keys(texts).map((key) => [key, key]))])) as T;
}

interface Estimator {
  zxcvbn: ZxcvbnFactory;
  /** The advice in each language, by zxcvbn's key. */
  words: Record<Language, PasswordFeedbackWords>;
}

// The dictionaries are a few megabytes of text: loaded on the first check, once, and only on the server.
let estimator: Promise<Estimator> | undefined;
function loadEstimator(): Promise<Estimator> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    // One estimator serves both languages at once (the server renders English and Chichewa
    // pages side by side), so it answers zxcvbn's keys and the advice is worded per request.
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: { ...keysOf({ warnings: en.translations.warnings, suggestions: en.translations.suggestions }), timeEstimation: en.translations.timeEstimation },
    });
    return { zxcvbn, words: { en: en.translations, ny: PASSWORD_FEEDBACK_NY } };
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

/** The refusal is worded in `language`: the page's, or the API caller's. */
export async function estimatePasswordStrength(
  password: string,
  account: { name?: string; email?: string } = {},
  language: Language = "en",
): Promise<PasswordStrength> {
  const { zxcvbn, words } = await loadEstimator();
  const result = zxcvbn.check(password, [...HOTEL_WORDS, ...personalWords(account)]);
  if (result.score >= MIN_PASSWORD_SCORE) return { score: result.score, refusal: null };
  const advice = words[language];
  const warning = result.feedback.warning ? (advice.warnings[result.feedback.warning as keyof PasswordFeedbackWords["warnings"]] ?? null) : null;
  const suggestionKey = result.feedback.suggestions[0];
  const suggestion = suggestionKey ? (advice.suggestions[suggestionKey as keyof PasswordFeedbackWords["suggestions"]] ?? null) : null;
  return { score: result.score, refusal: authWords.t(language, "passwordTooGuessable", { detail: warningDetail(warning, language), advice: suggestion ?? authWords.t(language, "passwordAdvice") }) };
}

/**
 * The estimator's warning, joined to the sentence: in English it continues it, so it loses its
 * capital and its full stop; the Chichewa advice is carried over as it is.
 */
function warningDetail(warning: string | null, language: Language): string {
  if (!warning) return "";
  return language === "en" ? `: ${warning.charAt(0).toLowerCase()}${warning.slice(1).replace(/\.$/u, "")}` : `: ${warning}`;
}
