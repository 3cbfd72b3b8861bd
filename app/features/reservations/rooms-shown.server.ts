import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import type { RoomShown } from "~/features/reservations/components/stay-results";
import { ROOM_TYPE } from "~/features/rooms/room.type";
import type { Language } from "~/platform/i18n/language";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { textIn } from "~/platform/records/translations";

/**
 * Each room type as /booking and the stay's page show it: its name in the page's language (one name per language
 * in the list, the results and the answer), its picture and what its rate includes.
 */
export async function roomsShown(db: Kysely<Database>, language: Language): Promise<Record<number, RoomShown>> {
  const items = await recordStoreOf(ROOM_TYPE).list(db, null, language);
  return Object.fromEntries(
    items.map((room) => [
      room.id,
      {
        name: textIn(room, "name", language) ?? { text: room.name, ...(language === "en" ? {} : { lang: "en" as const }) },
        picture: room.picture,
        inclusions: textIn(room, "inclusions", language),
      },
    ]),
  );
}

