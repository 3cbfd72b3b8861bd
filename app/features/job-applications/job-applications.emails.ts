import { emailLink, guestEmail, staffEmail, writerOf, type EmailHotel } from "~/platform/email/email-layout";
import type { NewEmail } from "~/platform/email/outbox.server";
import type { Language } from "~/platform/i18n/language";
import { jobApplicationWords } from "./job-application-words";

/** What both emails say about one application. */
export interface ApplicationFacts {
  vacancyName: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  coverNote: string;
}

/** The applicant's acknowledgement, in their language, on the site's one email layout. */
export function applicationReceivedEmail(input: { facts: ApplicationFacts; language: Language; hotel: EmailHotel }): NewEmail {
  const t = writerOf(jobApplicationWords, input.language);
  const { facts } = input;
  return guestEmail({
    kind: "job-application-received",
    to: facts.email,
    language: input.language,
    hotel: input.hotel,
    subject: t("email.subject", { vacancy: facts.vacancyName, hotel: input.hotel.name }),
    name: facts.name,
    body: [t("email.body", { vacancy: facts.vacancyName, reference: facts.reference, hotel: input.hotel.name }), "", t("email.next")],
  });
}

/**
 * To the careers inbox of the settings (English), Reply-To the applicant: who applied for what,
 * the cover note, and the CV's address, which only signed-in staff can open.
 */
export function applicationForHrEmail(input: {
  facts: ApplicationFacts;
  hrEmail: string;
  hotelName: string;
  origin: string | null;
  cvPath: string;
  acknowledgementWithheld: boolean;
}): NewEmail {
  const { facts } = input;
  return staffEmail({
    kind: "job-application-hr",
    to: input.hrEmail,
    subject: `New application: ${facts.vacancyName} (ref. ${facts.reference}) – ${facts.name}`,
    intro: `${facts.name} applied for ${facts.vacancyName} (ref. ${facts.reference}) through the ${input.hotelName} website. Reply to this email to answer them.`,
    acknowledgementWithheld: input.acknowledgementWithheld,
    guest: { label: "Name", name: facts.name, email: facts.email, phone: facts.phone },
    body: [
      "Cover note:",
      facts.coverNote || "(none)",
      "",
      `CV (sign in to the back-office to download it): ${emailLink(input.origin, input.cvPath, "en")}`,
      `All applications: ${emailLink(input.origin, "/jobApplications", "en")}`,
    ],
  });
}
