import { z } from "zod";
import { renderAnswer } from "~/platform/i18n/answer-messages";
import { describe, expect, it } from "vitest";
import { isAppError } from "~/lib/errors";
import { lineText, multilineText } from "~/platform/forms/schema-fields";
import { CONTENT_TYPES } from "~/content-types";
import {
  CHOSEN_TEXT_MAX,
  parseWithTranslations,
  recordFormLimitsOf,
  translationInputOf,
} from "~/platform/records/translation-input.server";

const input = z.object({
  name: lineText({ required: "Name is required", max: 100, tooLong: "Name must be at most 100 characters" }),
  hall: z.enum(["Banqueting Hall", "Mafumu Suite"], { error: "Hall is required" }),
  message: multilineText({ max: 2000 }).optional(),
});
const type = { input, translatable: ["name", "hall", "message"] };

function refusal(fields: Record<string, unknown>) {
  try {
    parseWithTranslations(type, input, fields);
  } catch (error) {
    if (isAppError(error)) return { status: error.status, errors: error.errors };
    throw error;
  }
  throw new Error("accepted");
}

describe("the Chichewa versions of a record's fields", () => {
  it("are optional, keep their English field's length limit, and take a typed line for a field chosen from a list", () => {
    expect(recordFormLimitsOf(type)).toMatchObject({
      name: { required: true, maxLength: 100 },
      name_ny: { required: false, maxLength: 100 },
      hall_ny: { required: false, maxLength: CHOSEN_TEXT_MAX },
      message_ny: { required: false, maxLength: 2000 },
    });
  });

  it("set a text, remove on blank or null, and keep the stored one when left out", () => {
    const { translations } = parseWithTranslations(type, input, { name: "Bush Bar", hall: "Mafumu Suite", name_ny: "  Malo Omwera  ", hall_ny: " ", message_ny: null });
    expect(translations).toEqual({ name: "Malo Omwera", hall: null, message: null });
    expect(parseWithTranslations(type, input, { name: "Bush Bar", hall: "Mafumu Suite" }).translations).toEqual({});
  });

  it("report their problems under their own fields, with the English field's messages, together with the English fields'", () => {
    expect(renderAnswer(refusal({ name: "", hall: "Mafumu Suite", name_ny: "a".repeat(101), hall_ny: "b".repeat(CHOSEN_TEXT_MAX + 1) }), "en")).toEqual({
      status: 422,
      errors: {
        name: ["Name is required"],
        name_ny: ["Name must be at most 100 characters"],
        hall_ny: [`Please keep this to ${CHOSEN_TEXT_MAX} characters or fewer`],
      },
    });
    expect(refusal({ name: "Bush Bar", hall: "Mafumu Suite", message_ny: "Moni\u0000" }).errors).toHaveProperty("message_ny");
  });

  it("are made for every declared type's translatable fields, each a text of the input and the output", () => {
    const translated = CONTENT_TYPES.filter((declared) => declared.translatable?.length);
    expect(translated.map((declared) => declared.key).sort()).toEqual(
      ["activity", "advert", "award", "bar", "conference-room", "document", "festival", "item", "picture", "promotion", "restaurant", "review", "room", "tender", "vacancy", "wellness"].sort(),
    );
    for (const declared of translated) {
      const shape = translationInputOf(declared).shape;
      const output = (declared.output as z.ZodObject).shape as Record<string, z.ZodType>;
      for (const field of declared.translatable ?? []) {
        expect(shape, `${declared.key}.${field}`).toHaveProperty(`${field}_ny`);
        expect(output[field]?.safeParse("Moni").success, `${declared.key}.${field} is text in the output`).toBe(true);
      }
    }
  });
});
