import { wizardDraft } from "~/components/forms/wizard-draft";

/** Where the event quotation wizard keeps its draft (cleared once the request is stored). */
export const DRAFT_KEY = "umodzi.eventPlan.draft";

export const eventPlanDraft = wizardDraft(DRAFT_KEY);
