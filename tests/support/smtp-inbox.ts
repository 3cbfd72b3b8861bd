import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One email as the relay received it, with its text and HTML parts decoded. */
export interface ReceivedEmail {
  from: string;
  to: string[];
  subject: string;
  replyTo: string | null;
  /** The message's own Content-Type, e.g. `multipart/alternative; boundary=…` or `text/plain; charset=utf-8`. */
  contentType: string;
  text: string;
  /** The text/html part, null when the email has none. */
  html: string | null;
  raw: string;
}

/** The credentials the site is given for the test relay; they must never show in logs or the outbox. */
export const SMTP_USER = "mailer";
export const SMTP_PASSWORD = "Relay-s3cret-Pw";

function header(head: string, name: string): string | null {
  const match = head.match(new RegExp(`^${name}:[ \\t]*((?:.*)(?:\\r?\\n[ \\t].*)*)`, "im"));
  return match?.[1] ? match[1].replace(/\r?\n[ \t]+/g, " ").trim() : null;
}

/** A header as read: RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) turned back into text, as a mail client shows it. */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=(\s+(?==\?))?/g, (_all, _charset: string, encoding: string, text: string) => {
    if (encoding.toUpperCase() === "B") return Buffer.from(text, "base64").toString("utf8");
    const bytes = text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  });
}

/** The `type` part (text/plain by default) of a single-part or multipart message, quoted-printable or base64 decoded; null when it has none. */
function partOf(raw: string, type = "text/plain"): string | null {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split);
  let body = raw.slice(split + 4);
  const contentType = header(head, "Content-Type") ?? "text/plain";
  const boundary = contentType.match(/boundary="?([^";]+)"?/)?.[1];
  if (boundary) {
    const part = body.split(`--${boundary}`).find((p) => new RegExp(`content-type:\\s*${type.replace("/", "\\/")}`, "i").test(p));
    return part === undefined ? null : partOf(part.replace(/^\r\n/, ""), type);
  }
  if (!contentType.toLowerCase().startsWith(type)) return null;
  const encoding = header(head, "Content-Transfer-Encoding")?.toLowerCase();
  if (encoding === "quoted-printable") {
    body = Buffer.from(
      body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  } else if (encoding === "base64") {
    body = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  return body.replace(/\r\n/g, "\n").trim();
}

/**
 * A real SMTP server in the test process: the site delivers to it over TCP exactly as it
 * would to the hotel's relay. Recipients matching `reject` are refused with a 550, to
 * exercise the outbox's retries.
 */
export async function startSmtpInbox(options: { reject?: RegExp } = {}) {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onRcptTo(address, _session, callback) {
      if (options.reject?.test(address.address)) {
        const error = Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const head = raw.slice(0, raw.indexOf("\r\n\r\n"));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: decodeWords(header(head, "Subject") ?? ""),
          replyTo: header(head, "Reply-To"),
          contentType: header(head, "Content-Type") ?? "",
          text: partOf(raw) ?? "",
          html: partOf(raw, "text/html"),
          raw,
        });
        callback();
      });
    },
  });
  // A site server stopped while its mail connection is open resets it: that is the client
  // going away, not a fault of the relay. Anything else still fails the run.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "ECONNRESET" || error.code === "EPIPE") return;
    throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    /** The emails to `address` so far. */
    to: (address: string) => received.filter((email) => email.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link in a password reset email. */
export function resetLinkIn(text: string): string {
  const link = text.match(/https?:\/\/\S+\/reset-password\/\S+/)?.[0];
  if (!link) throw new Error(`no reset link in:\n${text}`);
  return link;
}
