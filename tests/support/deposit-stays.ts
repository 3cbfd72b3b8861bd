import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { api, imageForm, jpeg } from "./api-client";
import { eventually } from "./eventually";
import type { PaychanguStandIn } from "./paychangu-stand-in";
import { withServerDatabase } from "./server-database";
import type { RunningServer } from "./start-server";

/** Where PayChangu's dashboard is told to send webhooks. */
export const WEBHOOK_PATH = "/api/payments/paychangu/webhook";

/** The server's PayChangu variables, pointed at the stand-in. */
export function standInEnv(standIn: PaychanguStandIn): Record<string, string> {
  return { PAYCHANGU_SECRET_KEY: standIn.secretKey, PAYCHANGU_WEBHOOK_SECRET: standIn.webhookSecret, PAYCHANGU_API_URL: standIn.url };
}

/** A room type at MWK 80,000 a night with `inventory` rooms; answers its id. */
export async function newDepositRoomType(baseUrl: string, staff: string, inventory = 20, name = "Deposit Suite"): Promise<number> {
  const created = await api(baseUrl, "/api/rooms", {
    method: "POST",
    token: staff,
    body: imageForm({ name: `${name} ${randomUUID().slice(0, 6)}`, fee: "80000", inventory: String(inventory), maxGuests: "2" }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id as number;
}

/** Waits (20 s at most) until `probe` answers something. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>): Promise<T> {
  const found = await eventually(what, probe, Boolean, { withinMs: 20_000 });
  return found as T;
}

export interface DepositStay {
  id: number;
  email: string;
  /** The stay page's token, from the first email's link. */
  token: string;
  language: "en" | "ny";
  arrival: string;
  reference: string;
}

/**
 * The stays, ledgers and emails of one server a deposit test works with. `context` is read at
 * each call, so the helpers may be made before `beforeAll` has started the server.
 */
export function depositStays(context: () => { server: RunningServer; staff: string; roomTypeId: number }) {
  const emailsTo = (to: string) =>
    withServerDatabase(context().server, (db) => db.selectFrom("email_outbox").select(["kind", "subject", "text_body"]).where("to_address", "=", to).orderBy("id").execute());
  const ledger = (reservationId: number) =>
    withServerDatabase(context().server, (db) => db.selectFrom("stay_payments").selectAll().where("reservation_id", "=", reservationId).orderBy("id").execute());

  /** A confirmed stay of 3 nights at MWK 80,000 (MWK 240,000; a 30 % deposit is MWK 72,000), asked in `language`. */
  async function confirmedStay(options: { language?: "en" | "ny"; arrival?: string; daysAhead?: number; roomType?: number } = {}): Promise<DepositStay> {
    const { server, staff, roomTypeId } = context();
    const language = options.language ?? "en";
    const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const arrival = options.arrival ?? addDays(hotelDate(), options.daysAhead ?? 10 + Math.floor(Math.random() * 200));
    const made = await api(server.url, `/api/reservations${language === "ny" ? "?lang=ny" : ""}`, {
      method: "POST",
      body: JSON.stringify({ arrival, departure: addDays(arrival, 3), adults: 1, children: 0, roomType: options.roomType ?? roomTypeId, rooms: 1, name: "Chikondi Banda", email, phone: "+265 991 234 567" }),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as number;
    const confirmed = await api(server.url, `/api/reservations/${id}/confirm`, { method: "POST", token: staff });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const [first] = await emailsTo(email);
    const token = /\/booking\/cancel\/([A-Za-z0-9_-]+)/.exec(first!.text_body)![1]!;
    return { id, email, token, language, arrival, reference: made.body.reference as string };
  }

  return { emailsTo, ledger, confirmedStay };
}
