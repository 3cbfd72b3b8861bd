import nodemailer from "nodemailer";
import type { SendEmail } from "~/platform/email/outbox.server";
import { traced } from "~/platform/runtime/traced.server";

/**
 * Sends through the relay named by SMTP_URL. `from` is read for each email so a changed
 * hotel address in the settings applies at once. The URL may hold a password: it is never
 * logged, and `describeSmtpFailure` removes it from any error text kept for staff.
 */
export function createSmtpSender(smtpUrl: string, from: () => Promise<string>): SendEmail {
  // Bounded waits (nodemailer's defaults allow 2 min to connect and 10 min of silence), so a
  // send ends well within the outbox's SEND_LEASE_MS and no other process sends it twice.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  // No maintained OpenTelemetry instrumentation follows nodemailer: its span is ours. The relay's
  // host and port only, never its login or the recipient.
  const relay = URL.canParse(smtpUrl) ? new URL(smtpUrl) : null;
  const attributes = { "server.address": relay?.hostname ?? "", "server.port": Number(relay?.port) || (relay?.protocol === "smtps:" ? 465 : 587), "network.protocol.name": "smtp" };
  return async (email) => {
    await traced("smtp send", attributes, async () => transport.sendMail({
      from: await from(),
      to: email.to,
      ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      subject: email.subject,
      text: email.text,
      ...(email.html ? { html: email.html } : {}),
    }));
  };
}

/** An SMTP error as one line for the outbox, with the relay's user name and password blanked out. */
export function describeSmtpFailure(error: unknown, smtpUrl: string): string {
  let text = error instanceof Error ? error.message : String(error);
  let url: URL | null = null;
  try {
    url = new URL(smtpUrl);
  } catch {
    url = null;
  }
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  };
  // Longest first, so a password that contains the user name is blanked whole.
  const secrets = [url?.password, url?.username].flatMap((part) => (part ? [part, decode(part)] : [])).sort((a, b) => b.length - a.length);
  for (const secret of secrets) text = text.split(secret).join("***");
  return text.replace(/\s+/g, " ").trim();
}
