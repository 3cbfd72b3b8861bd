import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import type { Viewer } from "~/platform/auth/roles";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { ADDENDUM_TYPE } from "~/features/tenders/addendum.type";
import type { PublicAddendum } from "~/features/tenders/schema";

const newestFirst = (a: PublicAddendum, b: PublicAddendum) => b.postedAt.localeCompare(a.postedAt) || b.id - a.id;

/** One tender's addenda, newest first (from the visitors' shared list: a handful per tender). */
export async function addendaOf(db: Kysely<Database>, tenderId: number): Promise<PublicAddendum[]> {
  return (await recordStoreOf(ADDENDUM_TYPE).list(db, null)).filter((addendum) => addendum.tenderId === tenderId).sort(newestFirst);
}

/** Every tender's addenda, newest first, by tender (the back-office screen, read fresh for staff). */
export async function addendaByTender(db: Kysely<Database>, viewer: Viewer): Promise<Map<number, PublicAddendum[]>> {
  const byTender = new Map<number, PublicAddendum[]>();
  for (const addendum of (await recordStoreOf(ADDENDUM_TYPE).list(db, viewer)).sort(newestFirst)) {
    byTender.set(addendum.tenderId, [...(byTender.get(addendum.tenderId) ?? []), addendum]);
  }
  return byTender;
}
