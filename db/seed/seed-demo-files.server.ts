import type { Kysely } from "kysely";
import type { Database } from "../../app/platform/db/db-schema";
import type { MediaStorage } from "../../app/platform/media/media-storage.server";
import { writeWithFile } from "../../app/platform/files/file-records.server";
import { FILE_RULES } from "../../app/platform/files/file-rules";
import { prepareFile } from "../../app/platform/files/prepare-file.server";
import { downloadNameFor } from "../../app/platform/files/stored-file";
import { hotelDate, hotelInstant } from "../../app/lib/dates";
import { writeTranslations } from "../../app/platform/records/translations.server";
import { demoPdf } from "./demo-pdf";

/** Recorded once the demo documents and tenders are in, so deleting them all does not bring them back. */
export const DEMO_FILES_SEEDED_KEY = "demo_files_seeded_at";

const DEMO_DOCUMENTS = [
  { name: "Hotel Fact Sheet", name_ny: "Zambiri za Hotelo Mwachidule", lines: ["Rooms, villas, dining and conference facilities at a glance.", "Open every day, 24-hour reception."] },
  { name: "Conference Price List 2026", name_ny: "Mitengo ya Misonkhano 2026", lines: ["Day conference packages per delegate, in Malawi kwacha.", "Banqueting Hall, Main Foyer and breakout rooms."] },
] as const;

/** One open tender with an addendum and one closed, so the Tenders page shows its countdown and its Closed section. */
const DEMO_TENDERS = [
  {
    name: "Supply of Linen 2027",
    name_ny: "Kupereka Nsalu za Mabedi ndi za Matebulo 2027",
    closesInDays: 45,
    lines: ["Bed and table linen for rooms, villas and the Banqueting Hall.", "Sealed bids to the procurement office."],
    addendum: { title: "Addendum 1: revised quantities for the villas", postedDaysAgo: 3, lines: ["The villas now need 40 sets of bed linen, not 30.", "Every other term of the tender stands."] },
  },
  { name: "Garden Maintenance Services", name_ny: "Ntchito Yosamalira Minda ya Hotelo", closesInDays: -12, lines: ["Care of the hotel gardens and pool surrounds for two years.", "Site visit by appointment."], addendum: null },
] as const;

/** Demo tenders close at noon in Lilongwe. */
const DEMO_CLOSING_TIME = "12:00";

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
        const row = await trx.insertInto("documents").values({ name: doc.name, file_id: fileId, created_at: now(), updated_at: now() }).returning("id").executeTakeFirstOrThrow();
        // Its name on the Chichewa pages; the file keeps its English download name.
        await writeTranslations(trx, "documents", row.id, "ny", { name: doc.name_ny });
        return { value: undefined, dropFileIds: [] };
      });
    }
    log(`demo seed: documents: ${DEMO_DOCUMENTS.length} rows`);
  }
  if (!(await db.selectFrom("tenders").select("id").limit(1).executeTakeFirst())) {
    for (const tender of DEMO_TENDERS) {
      const prepared = await prepareFile(demoPdf(tender.name, tender.lines), FILE_RULES.tender, "document");
      const closingDate = daysFromHotelToday(tender.closesInDays);
      const closesAt = hotelInstant(closingDate, DEMO_CLOSING_TIME);
      const tenderId = await writeWithFile({ db, files }, { prepared, visibility: "public", downloadName: downloadNameFor(tender.name, prepared.ext) }, async (trx, fileId) => {
        // Announced already: nobody follows a tender of a new installation.
        const row = await trx
          .insertInto("tenders")
          .values({ name: tender.name, closing_date: closingDate, closes_at: closesAt, announced_closes_at: closesAt, file_id: fileId, created_at: now(), updated_at: now() })
          .returning("id")
          .executeTakeFirstOrThrow();
        await writeTranslations(trx, "tenders", row.id, "ny", { name: tender.name_ny });
        return { value: row.id, dropFileIds: [] };
      });
      const addendum = tender.addendum;
      if (addendum) {
        const addendumPdf = await prepareFile(demoPdf(addendum.title, addendum.lines), FILE_RULES.tender, "file");
        const postedAt = new Date(Date.now() - addendum.postedDaysAgo * 86_400_000).toISOString();
        await writeWithFile({ db, files }, { prepared: addendumPdf, visibility: "public", downloadName: downloadNameFor(addendum.title, addendumPdf.ext) }, async (trx, fileId) => {
          await trx
            .insertInto("tender_addenda")
            .values({ tender_id: tenderId, title: addendum.title, posted_at: postedAt, announced_at: postedAt, file_id: fileId, created_at: now(), updated_at: now() })
            .execute();
          return { value: undefined, dropFileIds: [] };
        });
      }
    }
    log(`demo seed: tenders: ${DEMO_TENDERS.length} rows, with an addendum`);
  }
  await db.insertInto("settings").values({ key: DEMO_FILES_SEEDED_KEY, value: now() }).execute();
  return { seeded: true };
}
