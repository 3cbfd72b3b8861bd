import { defineFeature } from "~/platform/registry/feature-declaration";

/**
 * The hotel's own pages that no other feature holds: home, the services, who we are, the
 * tour, the legal texts. Left out on purpose: `/home` (the same page as `/`) and
 * `/virtualTourP` (its canonical is `/virtualTour`).
 */
export default defineFeature({
  key: "hotel-pages",
  sitemapPaths: ["/", "/experience", "/villa", "/WhoWeAre", "/virtualTour", "/viewsite", "/developer-Portfolio", "/TermsConditions", "/Disclaimer"],
});
