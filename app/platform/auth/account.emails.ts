/** The emails of an account: the welcome after registering and the forgotten password's link. */
import type { NewEmail } from "~/platform/email/outbox.server";
import { guestEmail, writerOf, type GuestEmail } from "~/platform/email/email-layout";
import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./account-emails.messages.json";

const accountEmails = defineCatalog(source);

export function welcomeEmail(input: GuestEmail & { name: string }): NewEmail {
  const t = writerOf(accountEmails, input.language);
  return guestEmail({
    ...input,
    kind: "welcome",
    subject: t("welcomeSubject", { hotelName: input.hotel.name }),
    body: [t("welcomeThanks", { hotelName: input.hotel.name }), t("welcomeNext"), "", t("welcomeNotYou")],
  });
}

/** The link to choose a new password, which works once and for `minutes`. */
export function passwordResetEmail(input: GuestEmail & { name: string; link: string; minutes: number }): NewEmail {
  const t = writerOf(accountEmails, input.language);
  return guestEmail({
    ...input,
    kind: "password-reset",
    subject: t("resetSubject", { hotelName: input.hotel.name }),
    body: [t("resetIntro"), "", input.link, "", t("resetExpiry", { minutes: input.minutes })],
    links: [input.link],
  });
}
