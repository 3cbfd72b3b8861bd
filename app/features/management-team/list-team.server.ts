import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import type { RecordCardData } from "~/components/public/record-cards";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { MANAGER_TYPE } from "~/features/management-team/manager.type";
import { positionTitle } from "~/features/management-team/positions";

/**
 * The managers holding `positions`, in that order, as cards (name, position, portrait), for
 * the service pages' team sections. Only what a card shows is sent to the page.
 */
export async function listTeamCards(db: Kysely<Database>, positions: readonly string[]): Promise<RecordCardData[]> {
  const members = await recordStoreOf(MANAGER_TYPE).list(db, null);
  return members
    .filter((member) => positions.includes(member.position))
    .sort((a, b) => positions.indexOf(a.position) - positions.indexOf(b.position))
    .map((member) => ({ id: member.id, title: member.name, text: positionTitle(member.position), picture: member.picture }));
}
