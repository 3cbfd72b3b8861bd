/**
 * What every email of the site has in common; each feature writes its own emails with it
 * (`<feature>.emails.ts`, their wording in a catalogue beside them). Plain text only: it reads
 * on every phone and mail client, and needs no sanitising.
 *
 * A guest's email is written in the guest's language (DECISIONS §10, decision 046). Emails to
 * the hotel's own inboxes stay English, like the back-office.
 */
import type { NewEmail } from "~/platform/email/outbox.server";
import { defineCatalog, type Catalog, type MessageValues } from "~/platform/i18n/catalog";
import { cachedDateFormat } from "~/lib/dates";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/platform/i18n/language";
import { localisePath } from "~/platform/i18n/localise-path";
import source from "./email-layout.messages.json";
import { emailStaffWords } from "~/platform/email/email-words";

const layout = defineCatalog(source);

/** The language stored with a record (a column that says `en` or `ny`); anything else is English. */
export function storedLanguage(value: string | null | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * An address on the site for a link in an email: the page's Chichewa twin (`/ny/…`) in a
 * Chichewa email. `origin` is PUBLIC_URL or the request's trusted origin ("" when neither).
 */
export function emailLink(origin: string | null, path: string, language: Language): string {
  return `${origin ?? ""}${localisePath(path, language)}`;
}

/** What every guest email is addressed from and to. */
export interface GuestEmail {
  to: string;
  language: Language;
  hotelName: string;
}

/** The writer of one email: a catalogue's messages in the email's language. */
export function writerOf<Key extends string>(catalog: Catalog<Key>, language: Language) {
  return (key: Key, values?: MessageValues) => catalog.t(language, key, values);
}

/**
 * A guest's email: "Dear {name}," ("Hello," when no name is known), its body, the hotel's name
 * as the signature, then `afterSignature` (the line that ends a subscription) if any.
 */
export function guestEmail(input: GuestEmail & { kind: string; subject: string; name?: string; body: string[]; afterSignature?: string }): NewEmail {
  const greeting = input.name === undefined ? layout.t(input.language, "hello") : layout.t(input.language, "dear", { name: input.name });
  return {
    kind: input.kind,
    to: input.to,
    subject: input.subject,
    text: [greeting, "", ...input.body, "", input.hotelName, ...(input.afterSignature === undefined ? [] : ["", input.afterSignature])].join("\n"),
  };
}

/**
 * A copy for one of the hotel's inboxes (English), Reply-To the guest: what happened, the note
 * that no acknowledgement went out when the per-recipient budget held it (decision 052), who
 * the guest is, then the request itself.
 */
export function staffEmail(input: {
  kind: string;
  to: string;
  subject: string;
  intro: string;
  acknowledgementWithheld?: boolean | undefined;
  guest: { label: "Name" | "Guest"; name: string; email: string; phone: string };
  body: string[];
}): NewEmail {
  const { guest } = input;
  return {
    kind: input.kind,
    to: input.to,
    replyTo: guest.email,
    subject: input.subject,
    text: [
      input.intro,
      ...(input.acknowledgementWithheld ? ["", emailStaffWords.msg("acknowledgementWithheld")] : []),
      "",
      `${guest.label}: ${guest.name}`,
      `Email: ${guest.email}`,
      `Phone: ${guest.phone}`,
      "",
      ...input.body,
    ].join("\n"),
  };
}

/** "2026-12-10" as a calendar day, in the language (no time zone: it is a date, not a moment). */
export function calendarDate(language: Language, date: string, options: Intl.DateTimeFormatOptions): string {
  const [y, m, d] = date.split("-").map(Number);
  if (!y || !m || !d) return date;
  return cachedDateFormat(language, { ...options, timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** How an email writes a calendar day (`YYYY-MM-DD`). */
export type DateWriter = (date: string) => string;

/**
 * "Thu 10 Dec 2026" ("Lachinayi 10 Disembala 2026"): a stay's or an event's day as a guest reads
 * it, weekday included so a wrong day stands out. Made of two formats, since en-GB puts a comma
 * after the weekday.
 */
export const guestDate = (language: Language): DateWriter => (date) =>
  `${calendarDate(language, date, { weekday: "short" })} ${calendarDate(language, date, { day: "numeric", month: "short", year: "numeric" })}`;

/** Staff's copies keep the stored `YYYY-MM-DD`, which sorts and searches. */
export const staffDate: DateWriter = (date) => date;
