import { defineFeature } from "~/platform/registry/feature-declaration";

/** Job applications: an applicant sends a CV from a vacancy's page (/career/:id); HR reads them here. */
export default defineFeature({
  key: "job-applications",
  screens: [{ to: "/jobApplications", label: "Job applications", group: "Guests", order: 45 }],
  tablesNoPageShows: ["job_applications"],
});
