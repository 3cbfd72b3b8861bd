import { describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { staffMessages } from "~/lib/staff-messages";
import { messagesInChichewa } from "~/lib/messages.ny";
import { messagesIn, translateMessage } from "./spec-messages";

describe("SPEC's messages in Chichewa", () => {
  it("finds a message by its English text", () => {
    expect(translateMessage(messages.emailInvalid, "ny")).toBe(messagesInChichewa.emailInvalid);
  });
  it("carries a templated message's values over", () => {
    expect(translateMessage(messages.stayTooLong(30), "ny")).toBe(messagesInChichewa.stayTooLong!(30));
  });
  it("leaves English, and text that is no message, as they are", () => {
    expect(translateMessage(messages.emailInvalid, "en")).toBe(messages.emailInvalid);
    expect(translateMessage("Something else", "ny")).toBe("Something else");
  });
  it("falls back to English for a message not translated", () => {
    expect(messagesIn("ny").urlInvalid).toBe(messages.urlInvalid);
    expect(messagesIn("ny").backHome).toBe(messagesInChichewa.backHome);
  });
  it("keeps staff-only wording apart from what guests' pages load, and translates none of it", () => {
    const guestKeys = new Set(Object.keys(messages));
    expect(Object.keys(staffMessages).filter((key) => guestKeys.has(key))).toEqual([]);
    expect(Object.keys(messagesInChichewa).filter((key) => key in staffMessages)).toEqual([]);
  });
  it("gives every templated Chichewa message a shape the English one can be read back from", () => {
    for (const [key, chichewa] of Object.entries(messagesInChichewa)) {
      const english = messages[key as keyof typeof messages];
      if (typeof english !== "function") continue;
      const sample = (english as (...a: string[]) => string)(...Array.from({ length: english.length }, (_, i) => `value${i}`));
      expect(translateMessage(sample, "ny"), key).toBe((chichewa as (...a: string[]) => string)(...Array.from({ length: english.length }, (_, i) => `value${i}`)));
    }
  });
});
