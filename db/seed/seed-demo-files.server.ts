import type { Kysely } from "kysely";
import type { Database } from "../../app/lib/db-schema";
import type { MediaStorage } from "../../app/platform/media/media-storage.server";
import { writeWithFile } from "../../app/platform/files/file-records.server";
import { FILE_RULES } from "../../app/platform/files/file-rules";
import { prepareFile } from "../../app/platform/files/prepare-file.server";
import { downloadNameFor } from "../../app/platform/files/stored-file";
import { hotelDate } from "../../app/lib/hotel-date";
import { demoPdf } from "./demo-pdf";

/** Recorded once the demo documents and tenders are in, so deleting them all does not bring them back. */
export const DEMO_FILES_SEEDED_KEY = "demo_files_seeded_at";

const DEMO_DOCUMENTS = [
  { name: "Hotel Fact Sheet", lines: ["Rooms, villas, dining and conference facilities at a glance.", "Open every day, 24-hour reception."] },
  { name: "Conference Price List 2026", lines: ["Day conference packages per delegate, in Malawi kwacha.", "Banqueting Hall, Main Foyer and breakout rooms."] },
] as const;

const DEMO_TENDERS = [
  { name: "Supply of Linen 2027", closesInDays: 45, lines: ["Bed and table linen for rooms, villas and the Banqueting Hall.", "Sealed bids to the procurement office."] },
  { name: "Garden Maintenance Services", closesInDays: 30, lines: ["Care of the hotel gardens and pool surrounds for two years.", "Site visit by appointment."] },
] as const;

function daysFromHotelToday(days: number): string {
  const date = new Date(`${hotelDate()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The demo's documents and tenders: a few hundred bytes of PDF each, through the same
 * checks and writes as an upload. Videos stay empty ("Not Available Coming Soon"): a valid
 * video cannot be made here without an encoder. Runs once per installation, and leaves a
 * table that already has rows alone.
 */
export async function seedDemoFiles(db: Kysely<Database>, files: MediaStorage, log: (msg: string) => void = () => {}): Promise<{ seeded: boolean }> {
  const done = await db.selectFrom("settings").select("value").where("key", "=", DEMO_FILES_SEEDED_KEY).executeTakeFirst();
  if (done) return { seeded: false };
  const now = () => new Date().toISOString();

  if (!(await db.selectFrom("documents").select("id").limit(1).executeTakeFirst())) {
    for (const doc of DEMO_DOCUMENTS) {
      const prepared = await prepareFile(demoPdf(doc.name, doc.lines), FILE_RULES.document, "document");
      await writeWithFile({ db, files }, { prepared, visibility: "public", downloadName: downloadNameFor(doc.name, prepared.ext) }, async (trx, fileId) => {
        await trx.insertInto("documents").values({ name: doc.name, file_id: fileId, created_at: now(), updated_at: now() }).execute();
        return { value: undefined, dropFileIds: [] };
      });
    }
    log(`demo seed: documents: ${DEMO_DOCUMENTS.length} rows`);
  }
  if (!(await db.selectFrom("tenders").select("id").limit(1).executeTakeFirst())) {
    for (const tender of DEMO_TENDERS) {
      const prepared = await prepareFile(demoPdf(tender.name, tender.lines), FILE_RULES.tender, "document");
      await writeWithFile({ db, files }, { prepared, visibility: "public", downloadName: downloadNameFor(tender.name, prepared.ext) }, async (trx, fileId) => {
        await trx
          .insertInto("tenders")
          .values({ name: tender.name, closing_date: daysFromHotelToday(tender.closesInDays), file_id: fileId, created_at: now(), updated_at: now() })
          .execute();
        return { value: undefined, dropFileIds: [] };
      });
    }
    log(`demo seed: tenders: ${DEMO_TENDERS.length} rows`);
  }
  await db.insertInto("settings").values({ key: DEMO_FILES_SEEDED_KEY, value: now() }).execute();
  return { seeded: true };
}
