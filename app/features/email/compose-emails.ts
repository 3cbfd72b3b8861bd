/**
 * The texts of the emails the site sends, in one place (like lib/messages.ts for screens).
 * Plain text only: it reads on every phone and mail client, and needs no sanitising.
 */
import type { NewEmail } from "~/features/email/outbox.server";

export const PASSWORD_RESET_MINUTES = 60;

export function welcomeEmail(input: { to: string; name: string; hotelName: string }): NewEmail {
  return {
    kind: "welcome",
    to: input.to,
    subject: `Welcome to the ${input.hotelName} VIP Club`,
    text: [
      `Dear ${input.name},`,
      "",
      `Thank you for registering with the ${input.hotelName} Presidential VIP Club.`,
      "You can now log in and apply for your membership from your dashboard.",
      "",
      "If you did not register, please ignore this email or reply to let us know.",
      "",
      input.hotelName,
    ].join("\n"),
  };
}

export function passwordResetEmail(input: { to: string; name: string; hotelName: string; link: string }): NewEmail {
  return {
    kind: "password-reset",
    to: input.to,
    subject: `Reset your ${input.hotelName} password`,
    text: [
      `Dear ${input.name},`,
      "",
      "We received a request to reset the password of your account. Open this link to choose a new one:",
      "",
      input.link,
      "",
      `The link works once and for ${PASSWORD_RESET_MINUTES} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
      "",
      input.hotelName,
    ].join("\n"),
  };
}

export function contactMessageEmail(input: {
  hotelEmail: string;
  hotelName: string;
  guest: { name: string; email: string; phonenumber: string; message: string };
}): NewEmail {
  const { guest } = input;
  return {
    kind: "contact-message",
    to: input.hotelEmail,
    replyTo: guest.email,
    subject: `Website message from ${guest.name}`,
    text: [
      `A guest wrote through the ${input.hotelName} website's Contact Us form. Reply to this email to answer them.`,
      "",
      `Name: ${guest.name}`,
      `Email: ${guest.email}`,
      `Phone: ${guest.phonenumber}`,
      "",
      guest.message,
    ].join("\n"),
  };
}
