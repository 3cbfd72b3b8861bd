import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { messageRef } from "~/lib/message-ref";
import { authWords } from "~/platform/auth/auth-words";
import { fieldWords } from "~/platform/forms/field-words";
import { recordsWords } from "~/platform/records/records-words";
import { settingsStaffWords } from "~/platform/settings/settings-words";
import { renderAnswer, renderMessage } from "./answer-messages";
import { defineCatalog } from "./catalog";

describe("message references, written where the answer leaves the server", () => {
  it("writes a message in the asker's language from its id, not from its English", () => {
    expect(renderMessage(fieldWords.msg("emailInvalid"), "en")).toBe("Email is not valid");
    expect(renderMessage(fieldWords.msg("emailInvalid"), "ny")).toBe(fieldWords.t("ny", "emailInvalid"));
    expect(fieldWords.msg("emailInvalid")).not.toContain("Email is not valid");
  });

  it("fills a message with its values, even one whose wording rewrites them", () => {
    expect(renderMessage(fieldWords.msg("textTooLong", { max: 30 }), "ny")).toBe(fieldWords.t("ny", "textTooLong", { max: 30 }));
    expect(renderMessage(fieldWords.msg("textTooLong", { max: 30 }), "en")).toBe("Please keep this to 30 characters or fewer");
    // A value may itself be a message: it is written in the same language first.
    const guessable = authWords.msg("passwordTooGuessable", { detail: "", advice: authWords.msg("passwordAdvice") });
    expect(renderMessage(guessable, "en")).toBe("This password is too easy to guess. Try a few unrelated words with numbers or symbols between them.");
    expect(renderMessage(guessable, "ny")).toBe(authWords.t("ny", "passwordTooGuessable", { detail: "", advice: authWords.t("ny", "passwordAdvice") }));
  });

  it("renders messages inside longer texts and messages carrying messages", () => {
    const joined = `${recordsWords.msg("submitFailed")}: ${fieldWords.msg("emailInvalid")}`;
    expect(renderMessage(joined, "ny")).toBe(`${recordsWords.t("ny", "submitFailed")}: ${fieldWords.t("ny", "emailInvalid")}`);
    const nested = authWords.msg("passwordTooGuessable", { detail: "", advice: recordsWords.msg("noData") });
    expect(renderMessage(nested, "ny")).toBe(authWords.t("ny", "passwordTooGuessable", { detail: "", advice: recordsWords.t("ny", "noData") }));
  });

  it("renders every field of an answer, whatever its name, and leaves other text alone", () => {
    const answer = {
      ok: false,
      message: recordsWords.msg("submitFailed"),
      somethingNew: { deep: [fieldWords.msg("nameRequired")] },
      errors: { email: [fieldWords.msg("emailInvalid")] },
      values: { name: "Chikondi" },
      id: 7,
    };
    expect(renderAnswer(answer, "ny")).toEqual({
      ok: false,
      message: recordsWords.t("ny", "submitFailed"),
      somethingNew: { deep: [fieldWords.t("ny", "nameRequired")] },
      errors: { email: [fieldWords.t("ny", "emailInvalid")] },
      values: { name: "Chikondi" },
      id: 7,
    });
    const plain = { data: [{ name: "Garden Suite" }] };
    expect(renderAnswer(plain, "ny")).toBe(plain);
  });

  it("writes a thrown error's message and field messages in place, keeping its class", () => {
    const error = new AppError("validation", authWords.msg("registrationFailed"), { errors: { email: [fieldWords.msg("emailInvalid")] } });
    const rendered = renderAnswer(error, "ny");
    expect(rendered).toBe(error);
    expect(error.message).toBe(authWords.t("ny", "registrationFailed"));
    expect(error.errors).toEqual({ email: [fieldWords.t("ny", "emailInvalid")] });
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
    const broken = `${fieldWords.msg("textTooLong", { max: 30 }).slice(0, -1)}`;
    expect(renderMessage(broken, "en")).toBe(broken);
  });

});

describe("a catalogue's messages in code the browser and the server share", () => {
  it("are references on the server, written where the answer leaves it", () => {
    expect(fieldWords.msg("emailRequired")).toBe(messageRef(`${fieldWords.namespace}.emailRequired`));
    expect(renderMessage(fieldWords.msg("emailRequired"), "en")).toBe(fieldWords.t("en", "emailRequired"));
  });

  // With one language there is nothing to choose where the answer leaves, so the words are written at once.
  it("are words at once from an English-only (back-office) catalogue", () => {
    expect(settingsStaffWords.msg("settingsSaved")).toBe("Settings saved");
  });
});
