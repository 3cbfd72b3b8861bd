import sanitizeHtml from "sanitize-html";

/**
 * The allow-list of HTML written by staff (a vacancy's description; DECISIONS §6: sanitised on the server before it is
 * stored or shown). Paragraphs, line breaks, bold, italic, underline, lists, two heading
 * levels and links to web pages or email addresses; everything else goes. Script and style
 * elements go with their content; other unknown tags leave their text. Links never carry
 * a script URL and always open without handing the hotel's page to the target.
 */
const STAFF_HTML: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h3", "h4", "a"],
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Elements whose content is code or a widget, not words of the advert: dropped whole.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "title", "xmp", "iframe", "object", "svg", "math"],
  // Headings pasted from a word processor keep their place in the page's outline.
  transformTags: {
    h1: "h3",
    h2: "h3",
    h5: "h4",
    h6: "h4",
    a: (tagName, attribs) => ({ tagName, attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: "noopener noreferrer" } }),
  },
};

/** Staff HTML reduced to the allow-list. */
export function sanitizeStaffHtml(html: string): string {
  return sanitizeHtml(html, STAFF_HTML).trim();
}

/** The words of staff HTML without any markup, spaces collapsed (for excerpts and "is it empty?"). */
export function staffHtmlText(html: string): string {
  const text = sanitizeHtml(html.replace(/<(br|\/p|\/li|\/h[1-6])\b[^>]*>/gi, " $&"), { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}

/** The first words of staff HTML, at most `max` characters, cut at a word. */
export function staffHtmlExcerpt(html: string, max = 180): string {
  const text = staffHtmlText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max * 0.6)).trimEnd()}…`;
}

/** sanitize-html leaves text escaped (`&amp;`); the excerpt is plain text that React escapes again. */
function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}

/** Lent to every content type's `write` and `read` (content-type.ts `RecordTools`). */
export const staffHtmlTools = { sanitize: sanitizeStaffHtml, text: staffHtmlText, excerpt: staffHtmlExcerpt };
