import { afterAll, beforeAll, describe, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { DEFAULT_RATE_LIMITS } from "~/platform/limits/rate-limit-config.server";
import { demoPdf } from "../../db/seed/demo-pdf";
import { api } from "../support/api-client";
import { contactMessage, expectHeldToLimit } from "../support/burst";
import { type RunningServer, startServer } from "../support/start-server";

const inDays = (days: number) => hotelDate(new Date(Date.now() + days * 86_400_000));
/** The i-th of a burst of event requests, each with a programme attached (stored on disk before the request is). */
function eventRequest(i: number): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    eventName: `Burst Summit ${i}`,
    eventDatesS: inDays(30),
    eventDatesE: inDays(31),
    eventType: "conference",
    numRooms: "2",
    Attendees: "40",
    serviceType: "Live Streaming",
    space: "theatre",
    firstName: "Chikondi",
    lastName: `Banda ${i}`,
    contactEmail: `burst-${i}@example.com`,
    phoneNumber: "+265 999 123 456",
  })) {
    form.set(name, value);
  }
  form.set("eventFile", new File([new Uint8Array(demoPdf(`Programme ${i}`, ["Day one"]))], "programme.pdf", { type: "application/pdf" }));
  return form;
}

/**
 * The production limits hold for requests sent all at once, not only one after another: each
 * request takes its turn before its work, so a burst from one address gets exactly the limit
 * (docs/decisions/038-limits-and-device-cookies.md). Servers of their own, with the production
 * limits: they lock out 127.0.0.1.
 */
describe.each(["sqlite", "postgres"] as const)("limits under a burst of requests on %s", (engine) => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ engine, env: { SEED_DEMO: "false" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(`takes ${DEFAULT_RATE_LIMITS.contact.limit} of 60 contact messages sent at once from one address`, async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => api(server.url, "/api/contacts", { method: "POST", body: contactMessage(i) })));
    expectHeldToLimit(answers, 201, DEFAULT_RATE_LIMITS.contact.limit);
  });

  it(`takes ${DEFAULT_RATE_LIMITS.publicForms.limit} of 80 event requests sent at once from one address`, async () => {
    const answers = await Promise.all(Array.from({ length: 80 }, (_, i) => api(server.url, "/api/bookEvent", { method: "POST", body: eventRequest(i) })));
    expectHeldToLimit(answers, 201, DEFAULT_RATE_LIMITS.publicForms.limit);
  });
});
