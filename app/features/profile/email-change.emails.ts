/** The emails of an account's change of address (decision 046 says whose language each is in). */
import type { NewEmail } from "~/platform/email/outbox.server";
import { guestEmail, writerOf, type GuestEmail } from "~/platform/email/email-layout";
import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./email-change-emails.messages.json";

const emailChangeEmails = defineCatalog(source);

type LinkEmailInput = GuestEmail & { name: string; link: string; minutes: number };

/** The two emails that carry a confirmation link: the same shape, their own kind and words. */
const LINK_EMAILS = {
  "email-change-confirm": { subject: "changeConfirmSubject", intro: "changeConfirmIntro", expiry: "changeConfirmExpiry" },
  "email-verify": { subject: "verifySubject", intro: "verifyIntro", expiry: "verifyExpiry" },
} as const;

function linkEmail(kind: keyof typeof LINK_EMAILS, input: LinkEmailInput): NewEmail {
  const t = writerOf(emailChangeEmails, input.language);
  const keys = LINK_EMAILS[kind];
  return guestEmail({
    ...input,
    kind,
    subject: t(keys.subject, { hotelName: input.hotel.name }),
    body: [t(keys.intro), "", input.link, "", t(keys.expiry, { minutes: input.minutes })],
    links: [input.link],
  });
}

/** To the new address an account asked for: the link that makes it the account's email, which works for `minutes`. */
export const emailChangeConfirmEmail = (input: LinkEmailInput): NewEmail => linkEmail("email-change-confirm", input);

/** To the account's own address, asked from the dashboard: the link that confirms it is the owner's, so stays booked with it show there. */
export const emailVerifyEmail = (input: LinkEmailInput): NewEmail => linkEmail("email-verify", input);

/**
 * To an address another account asked for, which already has an account: the asker is told
 * nothing more than for a free address, and the owner of this one hears of it here (in the
 * language of their own account).
 */
export function emailAlreadyInUseEmail(input: GuestEmail & { forgotLink: string }): NewEmail {
  const t = writerOf(emailChangeEmails, input.language);
  return guestEmail({
    ...input,
    kind: "email-change-in-use",
    subject: t("inUseSubject", { hotelName: input.hotel.name }),
    body: [t("inUseAsked"), t("inUseNothingChanged"), "", t("inUseIfYou", { forgotLink: input.forgotLink }), t("inUseIfNot")],
    links: [input.forgotLink],
  });
}

/** To the old address once a change is confirmed: its owner learns of a change they did not make. */
export function emailChangedEmail(input: GuestEmail & { name: string; newEmail: string }): NewEmail {
  const t = writerOf(emailChangeEmails, input.language);
  return guestEmail({
    ...input,
    kind: "email-changed",
    subject: t("changedSubject", { hotelName: input.hotel.name }),
    body: [t("changedNow", { newEmail: input.newEmail }), t("changedNotYou")],
  });
}
