import { describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { englishMessages } from "~/lib/messages.en";
import { messagesInChichewa } from "~/lib/messages.ny";
import { staffMessages } from "~/lib/staff-messages";
import { answerInLanguage, translateMessage } from "./answer-language.server";
import { messagesIn } from "./spec-messages";

describe("SPEC's messages in Chichewa, where they leave the server", () => {
  it("finds a message by its English text", () => {
    expect(translateMessage(englishMessages.emailInvalid, "ny")).toBe(messagesInChichewa.emailInvalid);
  });
  it("carries a templated message's values over", () => {
    expect(translateMessage(englishMessages.stayTooLong(30), "ny")).toBe(messagesInChichewa.stayTooLong(30));
  });
  it("leaves English, and text that is no message, as they are", () => {
    expect(translateMessage(englishMessages.emailInvalid, "en")).toBe(englishMessages.emailInvalid);
    expect(translateMessage("Something else", "ny")).toBe("Something else");
  });
  it("turns an answer's messages into the language and leaves what the visitor typed alone", () => {
    const answer = {
      ok: false,
      message: englishMessages.contactFailed,
      detail: englishMessages.emailInvalid,
      errors: { email: [englishMessages.emailInvalid], name: [englishMessages.nameRequired] },
      values: { name: englishMessages.nameRequired },
      email: "not-an-email",
    };
    expect(answerInLanguage(answer, "ny")).toEqual({
      ok: false,
      message: messagesInChichewa.contactFailed,
      detail: messagesInChichewa.emailInvalid,
      errors: { email: [messagesInChichewa.emailInvalid], name: [messagesInChichewa.nameRequired] },
      values: { name: englishMessages.nameRequired },
      email: "not-an-email",
    });
    expect(answerInLanguage(answer, "en")).toBe(answer);
    expect(answerInLanguage(englishMessages.membersOnly, "ny")).toBe(messagesInChichewa.membersOnly);
  });
  it("gives every templated Chichewa message a shape the English one can be read back from", () => {
    for (const [key, english] of Object.entries(englishMessages)) {
      if (typeof english !== "function") continue;
      const args = Array.from({ length: english.length }, (_, i) => `value${i}`);
      const chichewa = messagesInChichewa[key as keyof typeof messagesInChichewa] as (...a: string[]) => string;
      expect(translateMessage((english as (...a: string[]) => string)(...args), "ny"), key).toBe(chichewa(...args));
    }
  });
});

describe("SPEC's messages on the server", () => {
  it("are English for the shared schemas, and in either language for rendering pages", () => {
    expect(messages).toBe(englishMessages);
    expect(messagesIn("en")).toBe(englishMessages);
    expect(messagesIn("ny")).toBe(messagesInChichewa);
  });
  it("keep staff-only wording apart from what guests' pages load", () => {
    const guestKeys = new Set(Object.keys(englishMessages));
    expect(Object.keys(staffMessages).filter((key) => guestKeys.has(key))).toEqual([]);
  });
});
