import { defineFeature } from "~/platform/registry/feature-declaration";

/** Contact messages: the form at /ContactUs, the staff inbox. */
export default defineFeature({
  key: "contacts",
  screens: [{ to: "/Contacts", label: "Contacts", group: "Guests", order: 30 }],
  auditSubjects: { contact_messages: "Contact messages" },
  sitemapPaths: ["/ContactUs"],
  tablesNoPageShows: ["contact_messages"],
});
