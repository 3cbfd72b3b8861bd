/**
 * A message another page hands the Contact Us form in its address (`/ContactUs?message=…`):
 * the reservation bar's enquiry with the guest's dates, or a page's "ask us about…" link. It only
 * fills the box; the guest still reads it and sends it, and the schema checks it then.
 * Control characters (other than line breaks and tabs) are dropped and the text is cut to
 * what the message field takes, so a crafted link cannot fill the box with what would be refused.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this drops
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export function contactMessagePrefill(search: URLSearchParams, maxLength: number): string {
  const raw = search.get("message") ?? "";
  return raw.replace(CONTROL_CHARACTERS, "").replace(/\r\n?/g, "\n").trim().slice(0, maxLength);
}
