import type { Kysely } from "kysely";
import { AppError } from "~/lib/errors";
import type { AppServices } from "~/platform/app-context";
import type { Database } from "~/platform/db/db-schema";
import { withAcknowledgementTurn } from "~/platform/email/recipient-budget.server";
import { emailHotel } from "~/platform/email/email-layout";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { writeWithFile } from "~/platform/files/file-records.server";
import { FILE_RULES } from "~/platform/files/file-rules";
import { readFileField } from "~/platform/files/prepare-file.server";
import { downloadNameFor, fileUrl } from "~/platform/files/stored-file";
import { parseForm } from "~/platform/forms/form-action.server";
import type { Language } from "~/platform/i18n/language";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { textIn } from "~/platform/records/translations";
import { getAllSiteSettings } from "~/platform/settings/get-site-settings.server";
import { VACANCY_TYPE } from "~/features/vacancies/vacancy.type";
import { vacancyReference } from "~/features/vacancies/vacancy-application";
import { applicationForHrEmail, applicationReceivedEmail } from "./job-applications.emails";
import { jobApplicationWords } from "./job-application-words";
import { type JobApplication, type JobApplicationInput, type JobApplicationWords, jobApplicationSchema } from "./schema";

type Db = Kysely<Database>;
type Services = Pick<AppServices, "db" | "files" | "rateLimits">;

/** The newest applications shown on the staff screen and answered by the API. */
export const JOB_APPLICATION_LIST_LIMIT = 200;

/** The form field the CV comes in. */
export const CV_FIELD = "cv";

/** The feature's words in one language. */
export const jobApplicationWordsIn = (language: Language): JobApplicationWords => (key, values) => jobApplicationWords.t(language, key, values);

/**
 * Checks the text fields in the applicant's language: 422 with every field's message and the
 * first one as the answer's message.
 */
export function parseJobApplication(fields: Record<string, unknown>, language: Language): JobApplicationInput {
  const t = jobApplicationWordsIn(language);
  return parseForm(jobApplicationSchema(t), fields, t("checkFields"));
}

/**
 * One application for an open vacancy, from its page or `POST /api/vacancies/:id/applications`:
 * the public forms' per-address turn first (given back when the application is refused), the
 * text fields, then the CV judged by its bytes (a missing one is refused with the others'
 * messages). The CV's bytes are written before the transaction that stores its row, the
 * application and both emails, and removed again if that fails, so a refused or failed
 * application leaves neither a file nor a row. `origin` is where the HR email's links point.
 */
export async function applyForVacancy(
  services: Services,
  vacancyId: number,
  fields: Record<string, unknown>,
  options: { language: Language; address: string | null; origin: string | null },
): Promise<{ id: number }> {
  const { language } = options;
  const receive = async () => {
    // A closed or unknown vacancy is a 404, as its page is.
    const vacancy = await recordStoreOf(VACANCY_TYPE).getById(services.db, vacancyId, null, language);
    const rule = FILE_RULES.cv;
    let input: JobApplicationInput | null = null;
    let errors: Record<string, string[]> = {};
    try {
      input = parseJobApplication(fields, language);
    } catch (error) {
      if (!(error instanceof AppError) || !error.errors) throw error;
      errors = { ...error.errors };
    }
    // The CV's own refusal (413 too large, 422 not a PDF or DOCX) comes with the fields' messages.
    const cv = await readFileField(fields, CV_FIELD, rule).catch((error: unknown) => {
      if (!(error instanceof AppError) || !error.errors || Object.keys(errors).length === 0) throw error;
      errors = { ...errors, ...error.errors };
      return undefined;
    });
    if (!cv && !errors[CV_FIELD]) errors = { ...errors, [CV_FIELD]: [rule.required] };
    if (!input || !cv || Object.keys(errors).length > 0) {
      throw new AppError("validation", jobApplicationWordsIn(language)("checkFields"), { errors });
    }
    const application = input;
    return withAcknowledgementTurn(services.rateLimits.acknowledgementRecipient, application.email, async (acknowledgement) => {
      const settings = await getAllSiteSettings(services.db);
      const reference = vacancyReference(vacancy.id);
      const downloadName = downloadNameFor(`CV ${application.name} ${reference}`, cv.ext);
      return writeWithFile(services, { prepared: cv, visibility: "staff", downloadName }, async (trx, fileId) => {
        const stored = await trx.selectFrom("files").select(["stored_name", "download_name", "visibility"]).where("id", "=", fileId ?? 0).executeTakeFirstOrThrow();
        const row = await trx
          .insertInto("job_applications")
          .values({
            vacancy_id: vacancy.id,
            vacancy_name: vacancy.name,
            name: application.name,
            email: application.email,
            phone: application.phone,
            cover_note: application.coverNote ?? "",
            file_id: fileId,
            language,
            acknowledgement,
            created_at: new Date().toISOString(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const facts = { vacancyName: vacancy.name, reference, name: application.name, email: application.email, phone: application.phone, coverNote: application.coverNote ?? "" };
        if (acknowledgement === "sent") {
          // The applicant reads the vacancy's title as its page showed it; HR files it under the English one.
          const shown = textIn(vacancy, "name", language)?.text ?? vacancy.name;
          await enqueueEmail(trx, applicationReceivedEmail({ facts: { ...facts, vacancyName: shown }, language, hotel: emailHotel(settings) }));
        }
        await enqueueEmail(
          trx,
          applicationForHrEmail({
            facts,
            hrEmail: settings.hrEmail || settings.email,
            hotelName: settings.hotelName,
            origin: options.origin,
            cvPath: fileUrl(stored),
            acknowledgementWithheld: acknowledgement === "withheld",
          }),
        );
        return { value: { id: row.id }, dropFileIds: [] };
      });
    });
  };
  return options.address ? services.rateLimits.publicForms.spend(options.address, receive) : receive();
}

/** The newest applications first, each with its CV's staff-only address. */
export async function listJobApplications(db: Db): Promise<JobApplication[]> {
  const rows = await db
    .selectFrom("job_applications as a")
    .leftJoin("files as f", "f.id", "a.file_id")
    .select([
      "a.id", "a.vacancy_id", "a.vacancy_name", "a.name", "a.email", "a.phone", "a.cover_note", "a.language", "a.acknowledgement", "a.created_at",
      "f.stored_name", "f.download_name", "f.visibility", "f.byte_size", "f.mime",
    ])
    .orderBy("a.created_at", "desc")
    .orderBy("a.id", "desc")
    .limit(JOB_APPLICATION_LIST_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    vacancyId: row.vacancy_id,
    vacancyName: row.vacancy_name,
    name: row.name,
    email: row.email,
    phone: row.phone,
    coverNote: row.cover_note,
    language: row.language,
    acknowledgement: row.acknowledgement,
    createdAt: row.created_at,
    cv:
      row.stored_name && row.download_name && row.visibility && row.byte_size !== null && row.mime
        ? { url: fileUrl({ stored_name: row.stored_name, download_name: row.download_name, visibility: row.visibility }), downloadName: row.download_name, byteSize: row.byte_size, mime: row.mime }
        : null,
  }));
}
