import { describe, expect, it } from "vitest";
import { describeSmtpFailure } from "~/platform/email/smtp-sender.server";

describe("SMTP failures kept for staff", () => {
  it("blank out the relay's user name and password, also when the URL encodes them", () => {
    const url = "smtps://mailer%40hotel.mw:p%40ss-w0rd!@smtp.example.com:465";
    const error = new Error("Invalid login: 535 Authentication failed for mailer@hotel.mw with p@ss-w0rd!\r\n  retry later");
    const text = describeSmtpFailure(error, url);
    expect(text).not.toContain("p@ss-w0rd!");
    expect(text).not.toContain("mailer@hotel.mw");
    expect(text).toBe("Invalid login: 535 Authentication failed for *** with *** retry later");
  });

  it("keep the message of a relay without a login as it is", () => {
    expect(describeSmtpFailure(new Error("550 Mailbox unavailable"), "smtp://127.0.0.1:25")).toBe("550 Mailbox unavailable");
  });
});
