import { defineFeature } from "~/platform/registry/feature-declaration";

/** The site's settings: administrators only (DECISIONS §2). */
export default defineFeature({
  key: "settings",
  screens: [{ to: "/settings", label: "Settings", group: "Administration", order: 10, adminOnly: true }],
  auditSubjects: { settings: "Site settings" },
});
