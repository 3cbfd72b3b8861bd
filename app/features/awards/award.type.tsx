import { z } from "zod";
import { currentPictureSrc, type RecordScreenView } from "~/components/admin/record-screen";
import { PictureInput, type RecordFieldProps, TextInput, WholeNumberInput } from "~/components/forms/record-fields";
import { lineText, requiredWholeNumber } from "~/platform/forms/schema-fields";
import { PictureSchema } from "~/platform/media/picture-schema";
import { defineContentType } from "~/platform/records/content-type";
import { fieldWords } from "~/platform/forms/field-words";
import { mediaStaffWords } from "~/platform/media/media-words";

// The hotel opened in 1990; an award is never dated after next year.
const yearMessage = "Year must be between 1990 and next year";
const year = requiredWholeNumber({ required: "Year is required", message: yearMessage, min: 1990, max: new Date().getUTCFullYear() + 1 });
const AwardSchema = z.object({ id: z.number().int(), name: z.string(), year: z.number().int(), image: z.string().nullable(), picture: PictureSchema.nullable() });
type PublicAward = z.infer<typeof AwardSchema>;

function AwardFields({ errorsFor, limits, record, onImageCheck, imageRequired }: RecordFieldProps<PublicAward>) {
  return (
    <>
      <TextInput name="name" label="Award" limits={limits} errorsFor={errorsFor} defaultValue={record?.name} hint="As the awarding body names it, e.g. “Travellers’ Choice”." />
      <WholeNumberInput name="year" label="Year" limits={limits} errorsFor={errorsFor} defaultValue={record?.year} />
      <PictureInput errorsFor={errorsFor} onImageCheck={onImageCheck} imageRequired={imageRequired} currentSrc={currentPictureSrc(record)} editing={record !== undefined} />
    </>
  );
}

const AWARDS_SCREEN: RecordScreenView<PublicAward> = {
  title: "Awards",
  lead: "Awards and recognition shown on the Awards page, newest first.",
  addTab: "Add-Award",
  viewTab: "View",
  listTitle: "All awards",
  addTitle: "Add an award",
  addButton: "Add award",
  titleOf: (award) => `${award.name} (${award.year})`,
  fieldMessages: { name: fieldWords.msg("nameRequired"), year: yearMessage, image: mediaStaffWords.msg("imageRequired") },
  Fields: AwardFields,
};

/** Awards and recognition (name, year, a picture of it): the Awards page, the back-office (/AwardUp) and `/api/awards`. */
export const AWARD_TYPE = defineContentType({
  key: "award",
  noun: "award",
  plural: "awards",
  table: "awards",
  columns: ["name", "year"],
  input: z.object({ name: lineText({ required: fieldWords.msg("nameRequired"), max: 120 }), year }),
  output: AwardSchema,
  translatable: ["name"],
  picture: "required",
  write: (input) => ({ name: input.name, year: input.year }),
  read: (row) => ({ id: row.id, name: row.name, year: row.year, image: row.picture?.src ?? null, picture: row.picture }),
  auditLabel: "Awards",
  api: { path: "/awards", tag: "Awards" },
  screen: { path: "/AwardUp", title: "Awards", menu: { group: "Pages and media", label: "Awards", order: 90 }, view: AWARDS_SCREEN },
  pages: [{ path: "/Awards", module: "routes/public/awards.tsx" }],
  example: { name: "Travellers’ Choice", year: "2025" },
});

export default AWARD_TYPE;
