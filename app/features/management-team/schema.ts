import { z } from "zod";
import { lineText, wholeNumber } from "~/platform/forms/schema-fields";
import { PictureSchema } from "~/platform/media/picture-schema";
import { MANAGEMENT_POSITIONS } from "~/features/management-team/positions";
import { managementTeamStaffWords } from "~/features/management-team/management-team-words";
import { fieldWords } from "~/platform/forms/field-words";

/** Highest order staff may give; four digits leave room to insert between cards. */
export const MAX_SORT_ORDER = 9999;

/**
 * A management team member (SPEC §3 "mteam"): name, a position from SPEC's list, portrait,
 * and the order their card takes (lowest first). The order is optional: an old client that
 * sends only name, position and image adds the member at the end, and an update without it
 * keeps the member where they are.
 */
export const ManagerInputSchema = z.object({
  name: lineText({ required: fieldWords.msg("nameRequired"), max: 100 }),
  position: z.enum(MANAGEMENT_POSITIONS, { error: managementTeamStaffWords.msg("positionRequired") }),
  sort_order: wholeNumber({ message: managementTeamStaffWords.msg("orderInvalid"), min: 0, max: MAX_SORT_ORDER }),
});

export const ManagerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  sort_order: z.number().int(),
  image: z.string().nullable(),
  picture: PictureSchema.nullable(),
});
export type PublicManager = z.infer<typeof ManagerSchema>;
