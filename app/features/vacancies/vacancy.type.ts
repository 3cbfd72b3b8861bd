import { fieldError } from "~/lib/errors";
import { hotelDate } from "~/lib/dates";
import { defineContentType } from "~/platform/records/content-type";
import { VACANCY_FORM } from "~/platform/records/upload-allowance";
import { VACANCY_SCREEN } from "~/features/vacancies/components/vacancy-fields";
import { VacancyInputSchema, VacancySchema } from "~/features/vacancies/schema";
import { vacanciesStaffWords } from "~/features/vacancies/vacancies-staff-words";

/**
 * Vacancies for the back-office (/vacancy), the Careers pages (/career) and `/api/vacancies`.
 * Visitors see open ones only: closing today or later on the hotel's date (the same rule as
 * tenders and adverts); staff see all, soonest closing first. The HTML is sanitised when
 * written and again when read, so a row that reached the table any other way is still shown
 * safely.
 */
export const VACANCY_TYPE = defineContentType({
  key: "vacancy",
  noun: "vacancy",
  plural: "vacancies",
  table: "vacancies",
  columns: ["name", "closing_date", "vacancy"],
  input: VacancyInputSchema,
  output: VacancySchema,
  translatable: ["name", "vacancy"],
  picture: "none",
  // No file, but a job description of up to 20,000 characters of HTML.
  textBody: VACANCY_FORM,
  orderBy: "closing_date",
  publicWhen: { column: "closing_date", onOrAfterToday: true },
  write: (input, { staffHtml }) => {
    // Stored sanitised, and still saying something once the markup is gone.
    const html = staffHtml.sanitize(input.vacancy);
    if (staffHtml.text(html) === "") throw fieldError("vacancy", vacanciesStaffWords.msg("jobDescriptionRequired"));
    return { name: input.name, closing_date: input.closingDate, vacancy: html };
  },
  read: (row, { staffHtml }) => {
    const html = staffHtml.sanitize(row.vacancy);
    return {
      id: row.id,
      name: row.name,
      closingDate: row.closing_date,
      vacancy: html,
      excerpt: staffHtml.excerpt(html),
      postedOn: hotelDate(new Date(row.created_at)),
      updatedAt: row.updated_at,
    };
  },
  auditLabel: "Vacancies",
  api: { path: "/vacancies", tag: "Vacancies" },
  screen: { path: "/vacancy", title: "Vacancies", menu: { group: "Pages and media", label: "Vacancies", order: 50 }, view: VACANCY_SCREEN },
  pages: [
    { path: "/career", module: "routes/public/careers.tsx" },
    // Each open vacancy is listed in the sitemap with its last change (openVacancyPaths).
    { path: "/career/:id", module: "routes/public/career-vacancy.tsx", sitemap: false },
  ],
  example: { name: "Front Office Supervisor", closingDate: "2099-12-31", vacancy: "<p>Lead the front desk team on the morning shift.</p>" },
});

export default VACANCY_TYPE;
