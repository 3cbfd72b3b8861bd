/** The hidden `intent` of each form on the Staff screen. */
export const STAFF_INTENTS = {
  create: "create-staff",
  changeRole: "change-staff-role",
  deactivate: "deactivate-staff",
  reactivate: "reactivate-staff",
  resetTwoStep: "reset-two-step",
} as const;
