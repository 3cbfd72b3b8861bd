import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ContactInputSchema } from "~/features/contacts/schema";
import { LoginSchema } from "~/platform/auth/schema";
import { servers } from "../support/api-client";
import { page } from "../support/page-session";
import { authWords } from "~/platform/auth/auth-words";
import { fieldWords } from "~/platform/forms/field-words";

/**
 * The Contact Us and login forms take their HTML constraints from the schema their action
 * and the API validate with: a field is `required` exactly when the schema refuses it blank,
 * and its `maxlength` is exactly the longest value the schema accepts (one more character is
 * refused). Read from the server's HTML, so it holds before any script runs.
 */

/** The attributes of the form control named `name` (input or textarea) in a page. */
function controlOf(html: string, name: string): Record<string, string> {
  const tag = html.match(new RegExp(`<(?:input|textarea)\\b[^>]*\\bname="${name}"[^>]*>`))?.[0];
  if (!tag) throw new Error(`no control named ${name}`);
  return Object.fromEntries([...tag.slice(1).matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)].slice(1).map((m) => [m[1]!.toLowerCase(), m[2] ?? ""]));
}

/** A value of exactly `length` characters that the field accepts as far as its form goes. */
type Filler = (length: number) => string;
const text: Filler = (length) => "x".repeat(length);
const email: Filler = (length) => `${"a".repeat(length - "@example.com".length)}@example.com`;
const digits: Filler = (length) => "9".repeat(length);

const FORMS: { path: string; schema: z.ZodObject; valid: Record<string, string>; fillers: Record<string, Filler> }[] = [
  {
    path: "/ContactUs",
    schema: ContactInputSchema,
    valid: { name: "Thoko Banda", email: "thoko@example.com", phonenumber: "+265 999 123 456", message: "A room for two on Friday?" },
    fillers: { name: text, email, phonenumber: digits, message: text },
  },
  {
    path: "/login",
    schema: LoginSchema,
    valid: { email: "thoko@example.com", password: "Zikomo-Kwambiri-77" },
    fillers: { email, password: text },
  },
];

describe.each(servers())("public forms' HTML constraints on $engine", ({ url }) => {
  it.each(FORMS)("$path: required and maxlength are the schema's own", async ({ path, schema, valid, fillers }) => {
    const res = await page(url, path);
    expect(res.status).toBe(200);
    for (const [name, fill] of Object.entries(fillers)) {
      const control = controlOf(res.text, name);
      const accepts = (value: string) => schema.safeParse({ ...valid, [name]: value }).success;
      expect("required" in control, `${path} ${name} required`).toBe(!accepts(""));
      const maxLength = Number(control.maxlength);
      expect(maxLength, `${path} ${name} maxlength`).toBeGreaterThan(0);
      expect(accepts(fill(maxLength)), `${path} ${name}: ${maxLength} characters`).toBe(true);
      expect(accepts(fill(maxLength + 1)), `${path} ${name}: ${maxLength + 1} characters`).toBe(false);
    }
  });

  it("ties each refused field's message to its control (Contact Us without JavaScript)", async () => {
    const refused = await page(url, "/ContactUs", { form: { name: "Thoko Banda", email: "not-an-email", phonenumber: "", message: "Hello" } });
    expect(refused.status).toBe(422);
    const emailControl = controlOf(refused.text, "email");
    expect(emailControl).toMatchObject({ id: "contact-email", "aria-invalid": "true", "aria-describedby": "contact-email-error" });
    expect(refused.text).toMatch(new RegExp(`<label class="form-label" for="contact-email">Email</label>`));
    expect(refused.text).toMatch(new RegExp(`id="contact-email-error"[^>]*><li>${fieldWords.t("en", "emailInvalid")}</li>`));
    expect(controlOf(refused.text, "phonenumber")).toMatchObject({ "aria-describedby": "contact-phonenumber-error" });
    expect(controlOf(refused.text, "name")["aria-invalid"]).toBeUndefined();
  });

  it("ties the login email's message to its control", async () => {
    const refused = await page(url, "/login", { form: { email: "not-an-email", password: "x" } });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain(authWords.t("en", "loginFailed"));
    expect(controlOf(refused.text, "email")).toMatchObject({ id: "login-email", "aria-invalid": "true", "aria-describedby": "login-email-error", value: "not-an-email" });
    expect(refused.text).toMatch(new RegExp(`id="login-email-error"[^>]*><li>${fieldWords.t("en", "emailInvalid")}</li>`));
    // The password is never sent back.
    expect(controlOf(refused.text, "password").value).toBeUndefined();
  });
});
