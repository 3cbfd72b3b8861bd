import { wizardDraft } from "~/components/forms/wizard-draft";

/** Where the VIP application wizard keeps its draft (cleared once the application is stored). */
export const VIP_DRAFT_KEY = "umodzi.vip.draft";

export const vipDraft = wizardDraft(VIP_DRAFT_KEY);
