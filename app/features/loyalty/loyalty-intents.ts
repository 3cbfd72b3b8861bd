/** The back-office loyalty screen's form intents (one action, many intents: decision 005). */
export const LOYALTY_INTENTS = { spend: "record-spend", correction: "record-correction" } as const;
