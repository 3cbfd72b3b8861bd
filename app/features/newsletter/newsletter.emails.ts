/** The newsletter's emails. */
import type { NewEmail } from "~/platform/email/outbox.server";
import { guestEmail, writerOf, type GuestEmail } from "~/platform/email/email-layout";
import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./newsletter-emails.messages.json";

const newsletterEmails = defineCatalog(source);

/**
 * The newsletter's confirmation (double opt-in). Like every newsletter email it carries the
 * unsubscribe link (DECISIONS §6).
 */
export function newsletterConfirmationEmail(input: GuestEmail & { confirmLink: string; unsubscribeLink: string }): NewEmail {
  const t = writerOf(newsletterEmails, input.language);
  return guestEmail({
    ...input,
    kind: "newsletter-confirm",
    subject: t("newsletterSubject", { hotelName: input.hotel.name }),
    body: [t("newsletterIntro", { hotelName: input.hotel.name }), "", input.confirmLink, "", t("newsletterNotYou")],
    afterSignature: t("newsletterUnsubscribe", { link: input.unsubscribeLink }),
    links: [input.confirmLink, input.unsubscribeLink],
  });
}
