import { defineCatalog } from "~/platform/i18n/catalog";
import type { Language } from "~/platform/i18n/language";
import source from "./room-fallbacks.messages.json";

/**
 * SPEC §2's description of each room type, in both languages, for a room staff gave none: the
 * loaders write it into the card, so the words never travel in a page's scripts.
 */
const roomFallbacks = defineCatalog(source);

const FALLBACK_KEYS = {
  "Classic King": "fallback.classicKing",
  "Classic Twin": "fallback.classicTwin",
  "Executive Suite": "fallback.executiveSuite",
  "Presidential Suite": "fallback.presidentialSuite",
  "Presidential Villa": "fallback.presidentialVilla",
} as const;

/** What SPEC §2 says about a room type (room-descriptions.ts, checked against it by its test) in a language; undefined for a type it does not describe. */
export function roomFallbackDescription(roomName: string, language: Language): string | undefined {
  const key = FALLBACK_KEYS[roomName as keyof typeof FALLBACK_KEYS];
  return key ? roomFallbacks.t(language, key) : undefined;
}
