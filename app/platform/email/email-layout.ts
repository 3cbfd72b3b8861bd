/**
 * What every email of the site has in common; each feature writes its own emails with it
 * (`<feature>.emails.ts`, their wording in a catalogue beside them).
 *
 * A guest's email has two parts (decision 056): the plain text, which reads on every phone and
 * mail client (and is what staff read in the outbox), and an HTML part on the hotel's layout
 * (email-html.ts: the hotel's name and colours, the stay as a table, a button, the footer with
 * the hotel's address, phone and map). Both are written from the same blocks, so they say the
 * same thing. Emails to the hotel's own inboxes stay plain text.
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
import { type EmailHotel, type HtmlBlock, renderEmailHtml } from "~/platform/email/email-html";
import { mapLinkFor } from "~/lib/map-link";
import type { SiteSettings } from "~/platform/settings/site-settings";

export type { EmailHotel } from "~/platform/email/email-html";

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

/** The hotel as its guests' emails name it: from the site settings, with a map link made from its address. */
export function emailHotel(settings: Pick<SiteSettings, "hotelName" | "address" | "phone24h" | "email">): EmailHotel {
  return { name: settings.hotelName, address: settings.address, phone: settings.phone24h, email: settings.email, mapLink: settings.address.trim() ? mapLinkFor(settings.address.trim()) : "" };
}

/** What every guest email is addressed from and to. */
export interface GuestEmail {
  to: string;
  language: Language;
  hotel: EmailHotel;
}

/**
 * One part of a guest email's body, written once for both parts:
 * - a string is a line; "" ends a paragraph (in HTML each paragraph is a `<p>`, its lines joined by `<br>`);
 * - `facts`: "Label: value" lines in the text, a table in HTML (`caption` heads it there);
 * - `button`: its `text` line in the text (which carries the address), a button to `href` in HTML;
 * - `picture`: HTML only (an absolute address; the text part has nothing to show).
 */
export type EmailBlock =
  | string
  | { facts: { label: string; value: string }[]; caption: string }
  | { button: { href: string; label: string }; text: string }
  | { picture: { src: string; width: number; height: number; alt: string } };

function textLines(blocks: readonly EmailBlock[]): string[] {
  return blocks.flatMap((part) => {
    if (typeof part === "string") return [part];
    if ("facts" in part) return part.facts.map((fact) => `${fact.label}: ${fact.value}`);
    if ("button" in part) return [part.text];
    return [];
  });
}

function htmlBlocks(blocks: readonly EmailBlock[]): HtmlBlock[] {
  const out: HtmlBlock[] = [];
  let lines: string[] = [];
  const flush = () => {
    if (lines.length > 0) out.push({ paragraph: lines });
    lines = [];
  };
  for (const part of blocks) {
    if (typeof part === "string") {
      if (part === "") flush();
      else lines.push(part);
      continue;
    }
    flush();
    if ("facts" in part) out.push({ facts: part.facts, caption: part.caption });
    else if ("button" in part) out.push({ button: part.button });
    else out.push({ picture: part.picture });
  }
  flush();
  return out;
}

/** The writer of one email: a catalogue's messages in the email's language. */
export function writerOf<Key extends string>(catalog: Catalog<Key>, language: Language) {
  return (key: Key, values?: MessageValues) => catalog.t(language, key, values);
}

/**
 * A guest's email: "Dear {name}," ("Hello," when no name is known), its body, the hotel's name
 * as the signature, then `afterSignature` (the line that ends a subscription) if any. `links`
 * are the addresses the email itself gives (its confirm, cancel or unsubscribe links): in the
 * HTML part they are links, while any other text, whoever wrote it, stays text.
 */
export function guestEmail(input: GuestEmail & { kind: string; subject: string; name?: string; body: EmailBlock[]; afterSignature?: string; links?: readonly (string | null)[] }): NewEmail {
  const greeting = input.name === undefined ? layout.t(input.language, "hello") : layout.t(input.language, "dear", { name: input.name });
  const t = writerOf(layout, input.language);
  return {
    kind: input.kind,
    to: input.to,
    subject: input.subject,
    text: [greeting, "", ...textLines(input.body), "", input.hotel.name, ...(input.afterSignature === undefined ? [] : ["", input.afterSignature])].join("\n"),
    html: renderEmailHtml({
      language: input.language,
      title: input.subject,
      greeting,
      blocks: htmlBlocks(input.body),
      hotel: input.hotel,
      afterSignature: input.afterSignature,
      links: (input.links ?? []).filter((href): href is string => typeof href === "string" && href !== ""),
      words: { phone: t("footerPhone"), email: t("footerEmail"), map: t("footerMap") },
    }),
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
