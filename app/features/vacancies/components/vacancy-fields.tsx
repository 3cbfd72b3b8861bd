import type { RecordScreenView } from "~/components/admin/record-screen";
import { type RecordFieldProps, TextInput } from "~/components/forms/record-fields";
import { RichTextField } from "~/components/forms/rich-text-field";
import { hotelDate } from "~/lib/dates";
import type { PublicVacancy } from "~/features/vacancies/schema";
import { vacanciesStaffWords } from "~/features/vacancies/vacancies-staff-words";
import { fieldStaffWords } from "~/platform/forms/fields-staff-words";

function VacancyFields({ errorsFor, limits, record }: RecordFieldProps<PublicVacancy>) {
  return (
    <>
      <TextInput name="name" label="Job title" limits={limits} errorsFor={errorsFor} defaultValue={record?.name} hint="e.g. “Front Office Supervisor”." />
      <TextInput name="closingDate" label="Closing date" type="date" limits={limits} errorsFor={errorsFor} defaultValue={record?.closingDate} hint="Last day it is listed on the Careers page (hotel time)." />
      <RichTextField
        name="vacancy"
        label="Job description"
        limits={limits}
        errorsFor={errorsFor}
        defaultValue={record?.vacancy}
        hint="Paragraphs, bold, italic, headings, lists and links to web pages or email addresses; other formatting is removed when saved."
      />
    </>
  );
}

/** Staff see every vacancy (DECISIONS §1); a closed one says so, since visitors no longer see it. */
function VacancyDetails({ record }: { record: PublicVacancy }) {
  const closed = record.closingDate < hotelDate();
  return (
    <>
      <p className="admin-card-meta">{closed ? `Closed on ${record.closingDate}; visitors no longer see it` : `Closes ${record.closingDate}`}</p>
      <p className="admin-card-text">{record.excerpt}</p>
    </>
  );
}

/** No picture on a vacancy card: the title leads. */
const NoMedia = () => null;

/** SPEC §2 "Vacancies" (Add-Vacancy, View Vacancies). */
export const VACANCY_SCREEN: RecordScreenView<PublicVacancy> = {
  title: "Vacancies",
  lead: "Jobs on the Careers page. Each one is listed until its closing date, then only staff see it.",
  addTab: "Add-Vacancy",
  viewTab: "View Vacancies",
  listTitle: "All vacancies",
  addTitle: "Add a vacancy",
  addButton: "Add vacancy",
  titleOf: (vacancy) => vacancy.name,
  Media: NoMedia,
  fieldMessages: { name: vacanciesStaffWords.msg("jobTitleRequired"), closingDate: fieldStaffWords.msg("closingDateRequired"), vacancy: vacanciesStaffWords.msg("jobDescriptionRequired") },
  Fields: VacancyFields,
  Details: VacancyDetails,
  deleteFailed: vacanciesStaffWords.msg("vacancyDeleteFailed"),
};
