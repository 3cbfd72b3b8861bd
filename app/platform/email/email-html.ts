/**
 * The HTML part of a guest's email: one pure function from what the email says to a page that
 * reads alike in Gmail, Outlook and a phone's mail app. That means what mail clients still
 * agree on: tables for layout, inline styles only (no stylesheet, no web font, no script),
 * Georgia for the brand's serif, and widths that shrink on a phone (`max-width` on a 600 px
 * column; Outlook, which ignores it, keeps the `width` attribute).
 *
 * Every text given here is escaped: a guest's name, a room's name or staff's note is always
 * text. Only the addresses the email names as its own links (`links`) become `<a>`, so an
 * address a guest typed into a special request stays words.
 */
import type { Language } from "~/platform/i18n/language";

/** The hotel as every guest email's footer shows it (from the site settings). */
export interface EmailHotel {
  name: string;
  address: string;
  phone: string;
  email: string;
  /** Where the address is on a map, for a link. */
  mapLink: string;
}

/** One part of an email's body; see `EmailBlock` in email-layout.ts for what each is in the text part. */
export type HtmlBlock =
  | { paragraph: string[] }
  | { facts: { label: string; value: string }[]; caption: string }
  | { button: { href: string; label: string } }
  | { picture: { src: string; width: number; height: number; alt: string } };

export interface HtmlEmail {
  language: Language;
  /** The email's subject, also its heading. */
  title: string;
  greeting: string;
  blocks: HtmlBlock[];
  /** The signature: the hotel's name. */
  hotel: EmailHotel;
  /** A line under the footer's details (a subscription's way out), if any. */
  afterSignature?: string | undefined;
  /** The addresses in the text that are the hotel's own links. */
  links: readonly string[];
  /** The footer's labels, in the email's language. */
  words: { phone: string; email: string; map: string };
}

/** The site's palette (app/styles/site.css), as mail clients need it: plain hex values. */
const TEAL = "#12343b";
const GOLD = "#c9a45c";
const CREAM = "#f4efe6";
const SAND = "#ebe3d4";
const INK = "#1d1d1f";
const MUTED = "#55565a";
const SERIF = "Georgia, 'Times New Roman', Times, serif";
const SANS = "Arial, Helvetica, sans-serif";
/** The column's width and the body's side padding: pictures fill what is left. */
const WIDTH = 600;
const PADDING = 32;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

const link = (href: string, text: string, style = `color:${TEAL};text-decoration:underline;`) =>
  `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(text)}</a>`;

/** Escapes `text`, then makes each of the email's own addresses in it a link (longest first, so one that extends another wins). */
function withLinks(text: string, links: readonly string[]): string {
  const escaped = escapeHtml(text);
  const safe = [...new Set(links)].filter((href) => /^(https?:|mailto:|tel:)/i.test(href)).sort((a, b) => b.length - a.length);
  if (safe.length === 0) return escaped;
  // One pass over the text, so an address inside an anchor already written is never touched again.
  const pattern = new RegExp(safe.map((href) => escapeHtml(href).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
  return escaped.replace(pattern, (match) => `<a href="${match}" style="color:${TEAL};text-decoration:underline;word-break:break-all;">${match}</a>`);
}

function paragraph(lines: string[], links: readonly string[]): string {
  return `<p style="margin:0 0 18px;font-family:${SANS};font-size:16px;line-height:26px;color:${INK};">${lines.flatMap((line) => line.split("\n")).map((line) => withLinks(line, links)).join("<br>")}</p>`;
}

function factsTable(facts: { label: string; value: string }[], caption: string): string {
  const rows = facts
    .map(
      (fact, index) =>
        `<tr><th scope="row" style="padding:10px 12px 10px 16px;${index > 0 ? `border-top:1px solid ${SAND};` : ""}font-family:${SANS};font-size:13px;line-height:20px;font-weight:bold;letter-spacing:0.04em;text-transform:uppercase;color:${MUTED};text-align:left;vertical-align:top;width:38%;">${escapeHtml(fact.label)}</th>` +
        `<td style="padding:10px 16px 10px 12px;${index > 0 ? `border-top:1px solid ${SAND};` : ""}font-family:${SERIF};font-size:17px;line-height:24px;color:${INK};vertical-align:top;">${escapeHtml(fact.value)}</td></tr>`,
    )
    .join("");
  return (
    `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;margin:4px 0 24px;border-collapse:collapse;background-color:#faf7f1;border-top:3px solid ${GOLD};">` +
    `<caption style="padding:0 0 8px;font-family:${SERIF};font-size:20px;line-height:26px;color:${TEAL};text-align:left;">${escapeHtml(caption)}</caption>` +
    `<tbody>${rows}</tbody></table>`
  );
}

/** A link that looks like a button in every client: a padded cell (Outlook) around a padded anchor (the rest). */
function button(href: string, label: string): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 26px;"><tr>` +
    `<td style="border:2px solid ${TEAL};border-radius:4px;background-color:#ffffff;">` +
    link(href, label, `display:inline-block;padding:12px 26px;font-family:${SANS};font-size:15px;line-height:20px;font-weight:bold;letter-spacing:0.03em;color:${TEAL};text-decoration:none;border-radius:4px;`) +
    `</td></tr></table>`
  );
}

function picture(image: { src: string; width: number; height: number; alt: string }): string {
  const width = WIDTH - 2 * PADDING;
  const height = image.width > 0 ? Math.round((image.height / image.width) * width) : Math.round(width * 0.6);
  return `<img src="${escapeHtml(image.src)}" width="${width}" height="${height}" alt="${escapeHtml(image.alt)}" style="display:block;width:100%;max-width:${width}px;height:auto;margin:0 0 24px;border:0;border-radius:4px;">`;
}

function block(part: HtmlBlock, links: readonly string[]): string {
  if ("paragraph" in part) return paragraph(part.paragraph, links);
  if ("facts" in part) return factsTable(part.facts, part.caption);
  if ("button" in part) return button(part.button.href, part.button.label);
  return picture(part.picture);
}


function footer(input: HtmlEmail): string {
  const { hotel, words } = input;
  const small = `margin:0 0 6px;font-family:${SANS};font-size:13px;line-height:20px;color:${MUTED};`;
  const phone = hotel.phone.trim();
  const details = [
    hotel.address.trim() ? `<p style="${small}">${escapeHtml(hotel.address)}</p>` : "",
    phone ? `<p style="${small}">${escapeHtml(words.phone)}: ${link(`tel:${phone.replace(/[^+\d]/g, "")}`, phone)}</p>` : "",
    hotel.email.trim() ? `<p style="${small}">${escapeHtml(words.email)}: ${link(`mailto:${hotel.email.trim()}`, hotel.email.trim())}</p>` : "",
    hotel.mapLink ? `<p style="${small}">${link(hotel.mapLink, words.map)}</p>` : "",
    input.afterSignature ? `<p style="${small}margin-top:14px;">${withLinks(input.afterSignature, input.links)}</p>` : "",
  ].join("");
  return (
    `<tr><td style="padding:24px ${PADDING}px 28px;background-color:${SAND};border-top:1px solid #dcd2bf;">` +
    `<p style="margin:0 0 8px;font-family:${SERIF};font-size:17px;line-height:22px;color:${TEAL};">${escapeHtml(hotel.name)}</p>${details}</td></tr>`
  );
}

/** The whole HTML document of one guest email. */
export function renderEmailHtml(input: HtmlEmail): string {
  const { hotel } = input;
  const body = input.blocks.map((part) => block(part, input.links)).join("");
  return [
    "<!DOCTYPE html>",
    `<html lang="${input.language}" dir="ltr">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="x-apple-disable-message-reformatting">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(input.title)}</title>`,
    "</head>",
    `<body style="margin:0;padding:0;background-color:${CREAM};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;background-color:${CREAM};"><tr><td align="center" style="padding:24px 10px;">`,
    `<table role="presentation" width="${WIDTH}" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:${WIDTH}px;background-color:#ffffff;border:1px solid ${SAND};">`,
    // The masthead: the hotel's name in gold on deep teal, as on the site's header.
    `<tr><td align="center" style="padding:26px ${PADDING}px 22px;background-color:${TEAL};border-bottom:3px solid ${GOLD};">`,
    `<p style="margin:0;font-family:${SERIF};font-size:24px;line-height:30px;letter-spacing:0.06em;color:${GOLD};">${escapeHtml(hotel.name)}</p>`,
    "</td></tr>",
    `<tr><td style="padding:32px ${PADDING}px 12px;">`,
    `<h1 style="margin:0 0 22px;font-family:${SERIF};font-size:26px;line-height:32px;font-weight:normal;color:${TEAL};">${escapeHtml(input.title)}</h1>`,
    `<p style="margin:0 0 18px;font-family:${SANS};font-size:16px;line-height:26px;color:${INK};">${escapeHtml(input.greeting)}</p>`,
    body,
    `<p style="margin:8px 0 24px;font-family:${SERIF};font-size:18px;line-height:24px;font-style:italic;color:${TEAL};">${escapeHtml(hotel.name)}</p>`,
    "</td></tr>",
    footer(input),
    "</table>",
    "</td></tr></table>",
    "</body>",
    "</html>",
  ].join("\n");
}
