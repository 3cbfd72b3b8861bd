/** A tender's emails (issue 20 §4): followers hear of every addendum and any change of the closing time. */
import type { NewEmail } from "~/platform/email/outbox.server";
import { guestEmail, writerOf, type GuestEmail } from "~/platform/email/email-layout";
import { defineCatalog } from "~/platform/i18n/catalog";
import { hotelDay, hotelMoment } from "~/lib/dates";
import type { Language } from "~/platform/i18n/language";
import source from "./tenders-emails.messages.json";

const tenderEmails = defineCatalog(source);

interface TenderEmailInput extends GuestEmail {
  tenderName: string;
  /** The tender's page, where its documents and addenda are. */
  tenderLink: string;
  /** Every tender email carries one; each is a link of its own. */
  unsubscribeLink: string;
}

/** "Tuesday 12 January 2027 at 12:00 (Lilongwe time)": a closing moment as the hotel's clocks show it. */
function tenderClosing(language: Language, closesAt: string): string {
  return tenderEmails.t(language, "tenderClosing", hotelMoment(closesAt, language));
}

/** A tender email: "Hello,", its body, and the line that stops them. */
function tenderEmail(input: TenderEmailInput & { kind: string; subject: string; body: string[]; links?: readonly (string | null)[] }): NewEmail {
  return guestEmail({ ...input, links: [input.tenderLink, input.unsubscribeLink, ...(input.links ?? [])], afterSignature: tenderEmails.t(input.language, "tenderFooter", { hotelName: input.hotel.name, link: input.unsubscribeLink }) });
}

/** Double opt-in: nothing more is sent until the link is followed. `closesAt` is the UTC instant. */
export function tenderFollowConfirmEmail(input: TenderEmailInput & { confirmLink: string; closesAt: string }): NewEmail {
  const t = writerOf(tenderEmails, input.language);
  return tenderEmail({
    ...input,
    kind: "tender-follow-confirm",
    subject: t("tenderFollowSubject", { tenderName: input.tenderName }),
    body: [
      t("tenderFollowIntro", { hotelName: input.hotel.name, tenderName: input.tenderName }),
      "",
      input.confirmLink,
      "",
      t("tenderFollowCloses", { closing: tenderClosing(input.language, input.closesAt), link: input.tenderLink }),
      "",
      t("tenderFollowNotYou"),
    ],
    links: [input.confirmLink],
  });
}

/** An addendum was posted: its title, the day, and where to download it. */
export function tenderAddendumEmail(input: TenderEmailInput & { addendumTitle: string; postedAt: string; addendumLink: string | null; closesAt: string }): NewEmail {
  const t = writerOf(tenderEmails, input.language);
  return tenderEmail({
    ...input,
    kind: "tender-addendum",
    subject: t("tenderAddendumSubject", { tenderName: input.tenderName, title: input.addendumTitle }),
    body: [
      t("tenderAddendumIntro", { hotelName: input.hotel.name, tenderName: input.tenderName, date: hotelDay(input.postedAt, input.language) }),
      "",
      input.addendumTitle,
      ...(input.addendumLink ? [t("tenderAddendumDownload", { link: input.addendumLink })] : []),
      "",
      t("tenderAddendumAll", { link: input.tenderLink }),
      t("tenderCloses", { closing: tenderClosing(input.language, input.closesAt) }),
    ],
    links: [input.addendumLink],
  });
}

/** The closing date or time moved: what it was, what it is now (UTC instants). */
export function tenderClosingMovedEmail(input: TenderEmailInput & { was: string; now: string }): NewEmail {
  const t = writerOf(tenderEmails, input.language);
  return tenderEmail({
    ...input,
    kind: "tender-closing-moved",
    subject: t("tenderMovedSubject", { tenderName: input.tenderName }),
    body: [
      t("tenderMovedIntro", { hotelName: input.hotel.name, tenderName: input.tenderName }),
      "",
      t("tenderMovedNow", { closing: tenderClosing(input.language, input.now) }),
      t("tenderMovedWas", { closing: tenderClosing(input.language, input.was) }),
      "",
      t("tenderMovedDocuments", { link: input.tenderLink }),
    ],
  });
}
