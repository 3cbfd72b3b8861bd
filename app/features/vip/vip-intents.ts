/** The /dashboard form intents of the VIP club area (one action, five things a member does). */
export const VIP_INTENTS = { apply: "apply", update: "update", delete: "delete", renew: "renew", resubmit: "resubmit" } as const;
