import { defineFeature } from "~/platform/registry/feature-declaration";

/** Deposits and the stays' ledger (DECISIONS §12, docs/decisions/064-stay-ledger.md). */
const payments = defineFeature({
  key: "payments",
  // The ledger shows only on the stay's own page, which is never stored.
  tablesNoPageShows: ["stay_payments"],
});
export default payments;
