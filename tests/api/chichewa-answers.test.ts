import { describe, expect, it } from "vitest";
import { MESSAGE_REF_OPEN } from "~/lib/message-ref";
import { createMember, servers } from "../support/api-client";

/*
 * Every public form's error paths answer in Chichewa when asked (`Accept-Language: ny`), and in
 * English by default: the handlers and schemas write message ids, and the answer is written from
 * them where it leaves the server (app/platform/i18n/answer-messages.ts), so no field, argument or
 * joined message can stay English. Each case is asked in both languages; the two answers must
 * have the same status and the same fields, and every message of the Chichewa one must differ
 * from its English twin. No list of message fields or messages is involved.
 */

type Answer = { status: number; body: unknown };

/** An answer's messages by where they sit: `message`, `detail` and each field's `errors`. */
function messagesOf(body: unknown): Map<string, string> {
  const found = new Map<string, string>();
  if (!body || typeof body !== "object") return found;
  const { message, detail, errors } = body as { message?: unknown; detail?: unknown; errors?: Record<string, unknown> };
  if (typeof message === "string") found.set("message", message);
  if (typeof detail === "string") found.set("detail", detail);
  for (const [field, list] of Object.entries(errors ?? {})) {
    (Array.isArray(list) ? list : [list]).forEach((text, i) => typeof text === "string" && found.set(`errors.${field}.${i}`, text));
  }
  return found;
}

describe.each(servers())("every public form's errors in Chichewa on $engine", ({ url }) => {
  const ask = async (path: string, body: unknown, language: "en" | "ny" | null, token?: string): Promise<Answer> => {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (language) headers["Accept-Language"] = language;
    if (token) headers.Authorization = `Bearer ${token}`;
    const res = await fetch(url + path, { method: "POST", headers, body: JSON.stringify(body) });
    const text = await res.text();
    expect(text, `${path}: no message is left unwritten`).not.toContain(MESSAGE_REF_OPEN);
    return { status: res.status, body: text.startsWith("{") ? JSON.parse(text) : text };
  };

  /** Asks in English (by default and by name) and in Chichewa, and compares the three answers. */
  const expectChichewa = async (path: string, body: unknown, status: number, token?: string) => {
    const byDefault = await ask(path, body, null, token);
    const english = await ask(path, body, "en", token);
    const chichewa = await ask(path, body, "ny", token);
    expect(byDefault, `${path} ${JSON.stringify(body)}`).toEqual(english);
    expect(english.status, `${path} ${JSON.stringify(body)}: ${JSON.stringify(english.body)}`).toBe(status);
    expect(chichewa.status).toBe(status);
    const inEnglish = messagesOf(english.body);
    const inChichewa = messagesOf(chichewa.body);
    expect(inEnglish.size, `${path}: the answer carries messages`).toBeGreaterThan(0);
    expect([...inChichewa.keys()]).toEqual([...inEnglish.keys()]);
    for (const [where, text] of inEnglish) {
      expect(inChichewa.get(where), `${path} ${where}: "${text}" has a Chichewa answer`).not.toBe(text);
    }
    return { english: english.body, chichewa: chichewa.body };
  };

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it("registration", async () => {
    await expectChichewa("/api/register/", {}, 422);
    await expectChichewa("/api/register/", { name: "Tiwonge", email: "not-an-email", password: "short", password_confirmation: "other" }, 422);
    // zxcvbn's advice, carried into the message as values (the old lookup could not read it back).
    await expectChichewa("/api/register/", { name: "Tiwonge Phiri", email: "tiwonge-weak@example.com", password: "Password1!", password_confirmation: "Password1!" }, 422);
  });

  it("login, forgotten and reset password", async () => {
    await expectChichewa("/api/login", {}, 422);
    await expectChichewa("/api/login", { email: "nobody@example.com", password: "Wrong-Password-1" }, 401);
    await expectChichewa("/api/forget-password", {}, 422);
    await expectChichewa("/api/forget-password", { email: "not-an-email" }, 422);
    await expectChichewa("/api/reset-password", {}, 422);
    await expectChichewa("/api/reset-password", { email: "nobody@example.com", token: "x".repeat(40), password: "Zikomo-Kwambiri-77", password_confirmation: "Zikomo-Kwambiri-77" }, 422);
  });

  it("a reservation request", async () => {
    const stay = { adults: 2, children: 0, roomType: 1, rooms: 1, name: "Tiwonge Phiri", email: "tiwonge@example.com", phone: "+265 991 234 567" };
    await expectChichewa("/api/reservations", {}, 422);
    await expectChichewa("/api/reservations", { ...stay, arrival: "yesterday", departure: "soon", adults: 0, children: -1, rooms: 99, roomType: "x", email: "nope" }, 422);
    await expectChichewa("/api/reservations", { ...stay, arrival: inDays(5), departure: inDays(3) }, 422);
    await expectChichewa("/api/reservations", { ...stay, arrival: inDays(-3), departure: inDays(2) }, 422);
    await expectChichewa("/api/reservations", { ...stay, arrival: inDays(5), departure: inDays(60) }, 422);
    await expectChichewa("/api/reservations", { ...stay, arrival: inDays(900), departure: inDays(902) }, 422);
    await expectChichewa("/api/reservations", { ...stay, arrival: inDays(5), departure: inDays(7), adults: 20 }, 422);
    await expectChichewa("/api/reservations", { ...stay, arrival: inDays(5), departure: inDays(7), roomType: 999_999 }, 422);
    await expectChichewa("/api/reservations", { ...stay, arrival: inDays(5), departure: inDays(7), name: "www.example.com" }, 422);
  });

  it("an event quotation request", async () => {
    await expectChichewa("/api/bookEvent", {}, 422);
    await expectChichewa("/api/bookEvent", { eventName: "Wedding", eventDatesS: inDays(10), eventDatesE: inDays(5), Attendees: -4, contactEmail: "nope", phoneNumber: "abc" }, 422);
  });

  it("the contact form and a call-back request", async () => {
    await expectChichewa("/api/contacts", {}, 422);
    await expectChichewa("/api/contacts", { name: "https://spam.example", email: "nope", message: "" }, 422);
    await expectChichewa("/api/callbacks", {}, 422);
    await expectChichewa("/api/callbacks", { name: "Chikondi", phone: "abc", email: "nope", callAt: "tomorrow" }, 422);
    await expectChichewa("/api/callbacks", { name: "Chikondi", phone: "+265 991 234 567", email: "c@example.com", callAt: "2020-01-01T10:00" }, 422);
  });

  it("the newsletter and following a tender", async () => {
    await expectChichewa("/api/newsletter", {}, 422);
    await expectChichewa("/api/newsletter", { email: "nope" }, 422);
    await expectChichewa("/api/tender/999999/followers", { email: "bids@example.com" }, 404);
    await expectChichewa("/api/tender/1/followers", { email: "nope" }, 422);
  });

  it("a VIP club application by a member", async () => {
    const { token } = await createMember(url);
    await expectChichewa("/api/VipClub", {}, 422, token);
    await expectChichewa("/api/VipClub", { email: "nope", birthDate: "someday", sms: "maybe" }, 422, token);
  });

  it("refusals before any form: signing in needed, a body too large", async () => {
    await expectChichewa("/api/VipClub", {}, 401);
    await expectChichewa("/api/contacts", { name: "A", email: "a@example.com", message: "x".repeat(3_000_000) }, 413);
  });
});
