import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { messageRef } from "~/lib/message-ref";
import { messages } from "~/lib/messages";
import { englishMessages } from "~/lib/messages.en";
import { messagesInChichewa } from "~/lib/messages.ny";
import { staffMessages } from "~/lib/staff-messages";
import { renderAnswer, renderMessage } from "./answer-messages";
import { defineCatalog } from "./catalog";
import { messagesIn } from "./spec-messages";

describe("message references, written where the answer leaves the server", () => {
  it("writes a message in the asker's language from its id, not from its English", () => {
    expect(renderMessage(messages.emailInvalid, "en")).toBe(englishMessages.emailInvalid);
    expect(renderMessage(messages.emailInvalid, "ny")).toBe(messagesInChichewa.emailInvalid);
    expect(messages.emailInvalid).not.toContain(englishMessages.emailInvalid);
  });

  it("fills a message with its values, even one whose wording rewrites them", () => {
    expect(renderMessage(messages.stayTooLong(30), "ny")).toBe(messagesInChichewa.stayTooLong(30));
    // The old lookup could not read this one back from its English: it lower-cases the warning.
    const guessable = messages.passwordTooGuessable("Names are easy to guess.", null);
    expect(renderMessage(guessable, "en")).toBe(englishMessages.passwordTooGuessable("Names are easy to guess.", null));
    expect(renderMessage(guessable, "ny")).toBe(messagesInChichewa.passwordTooGuessable("Names are easy to guess.", null));
  });

  it("renders messages inside longer texts and messages carrying messages", () => {
    const joined = `${messages.submitFailed}: ${messages.emailInvalid}`;
    expect(renderMessage(joined, "ny")).toBe(`${messagesInChichewa.submitFailed}: ${messagesInChichewa.emailInvalid}`);
    const nested = messages.confirmDelete(messages.noData);
    expect(renderMessage(nested, "ny")).toBe(messagesInChichewa.confirmDelete(messagesInChichewa.noData));
  });

  it("renders every field of an answer, whatever its name, and leaves other text alone", () => {
    const answer = {
      ok: false,
      message: messages.contactFailed,
      somethingNew: { deep: [messages.nameRequired] },
      errors: { email: [messages.emailInvalid] },
      values: { name: "Chikondi" },
      id: 7,
    };
    expect(renderAnswer(answer, "ny")).toEqual({
      ok: false,
      message: messagesInChichewa.contactFailed,
      somethingNew: { deep: [messagesInChichewa.nameRequired] },
      errors: { email: [messagesInChichewa.emailInvalid] },
      values: { name: "Chikondi" },
      id: 7,
    });
    const plain = { data: [{ name: "Garden Suite" }] };
    expect(renderAnswer(plain, "ny")).toBe(plain);
  });

  it("writes a thrown error's message and field messages in place, keeping its class", () => {
    const error = new AppError("validation", messages.registrationFailed, { errors: { email: [messages.emailInvalid] } });
    const rendered = renderAnswer(error, "ny");
    expect(rendered).toBe(error);
    expect(error.message).toBe(messagesInChichewa.registrationFailed);
    expect(error.errors).toEqual({ email: [messagesInChichewa.emailInvalid] });
    expect(error.status).toBe(422);
  });

  it("writes a catalogue's message from its namespaced id, falling back to English", () => {
    const words = defineCatalog({ namespace: "answerMessagesTest", en: { hello: "Hello {name}", onlyEnglish: "Only English" }, ny: { hello: "Moni {name}" } });
    expect(renderMessage(words.ref("hello", { name: "Tamanda" }), "ny")).toBe("Moni Tamanda");
    expect(renderMessage(words.ref("hello", { name: "Tamanda" }), "en")).toBe("Hello Tamanda");
    expect(renderMessage(words.ref("onlyEnglish"), "ny")).toBe("Only English");
  });

  it("leaves a reference it does not know, or a broken one, as it was", () => {
    const unknown = messageRef("noSuchMessage");
    expect(renderMessage(unknown, "en")).toBe(unknown);
    const broken = `${messageRef("stayTooLong", [30]).slice(0, -1)}`;
    expect(renderMessage(broken, "en")).toBe(broken);
  });

  it("gives every message of SPEC's wording a Chichewa text of the same kind", () => {
    for (const [key, english] of Object.entries(englishMessages)) {
      const chichewa: unknown = messagesInChichewa[key as keyof typeof messagesInChichewa];
      expect(typeof chichewa, key).toBe(typeof english);
      if (typeof english === "function") expect((chichewa as (...a: unknown[]) => unknown).length, key).toBe(english.length);
    }
  });
});

describe("SPEC's messages on the server", () => {
  it("are references for the shared schemas and handlers, and words in either language for rendering pages", () => {
    expect(renderMessage(messages.emailRequired, "en")).toBe(englishMessages.emailRequired);
    expect(messagesIn("en")).toBe(englishMessages);
    expect(messagesIn("ny")).toBe(messagesInChichewa);
  });
  it("keep staff-only wording apart from what guests' pages load", () => {
    const guestKeys = new Set(Object.keys(englishMessages));
    expect(Object.keys(staffMessages).filter((key) => guestKeys.has(key))).toEqual([]);
  });
});
