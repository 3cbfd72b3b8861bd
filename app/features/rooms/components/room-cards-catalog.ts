import { defineCatalog } from "~/platform/i18n/catalog";
import type { Language } from "~/platform/i18n/language";
import source from "./room-cards.messages.json";

/** The room cards' words and SPEC's fallback description of each room type, in both languages. */
export const roomCardsCatalog = defineCatalog(source);

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
  return key ? roomCardsCatalog.t(language, key) : undefined;
}
