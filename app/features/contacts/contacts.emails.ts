/** The contact form's message, to the hotel's inbox (English): the guest is answered by a reply, not by an email of ours. */
import type { NewEmail } from "~/platform/email/outbox.server";
import { staffEmail } from "~/platform/email/email-layout";

export function contactMessageEmail(input: {
  hotelEmail: string;
  hotelName: string;
  guest: { name: string; email: string; phonenumber: string; message: string };
}): NewEmail {
  const { guest } = input;
  return staffEmail({
    kind: "contact-message",
    to: input.hotelEmail,
    subject: `Website message from ${guest.name}`,
    intro: `A guest wrote through the ${input.hotelName} website's Contact Us form. Reply to this email to answer them.`,
    guest: { label: "Name", name: guest.name, email: guest.email, phone: guest.phonenumber },
    body: [guest.message],
  });
}
