import { defineFeature } from "~/platform/registry/feature-declaration";

/** Tenders (docs/decisions/040-tenders.md): a tender is a content type; its followers are the feature's own. */
export default defineFeature({
  key: "tenders",
  tablesNoPageShows: ["tender_followers", "tender_follower_tokens"],
});
