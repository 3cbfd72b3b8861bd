import type { Kysely } from "kysely";

/**
 * Whether the guest's acknowledgement of a reservation or event request went out (`sent`) or was
 * held because that address had already been sent its hour's share (`withheld`, decision 052):
 * staff see it on the request and answer the guest themselves if it is genuine.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["reservations", "event_requests"]) {
    await db.schema.alterTable(table).addColumn("acknowledgement", "text", (c) => c.notNull().defaultTo("sent")).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["reservations", "event_requests"]) {
    await db.schema.alterTable(table).dropColumn("acknowledgement").execute();
  }
}
