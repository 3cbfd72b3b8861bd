import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/site-layout.tsx", [
    index("routes/public/home.tsx", { id: "home" }),
    route("home", "routes/public/home.tsx", { id: "home-alias" }),
    route("login", "routes/account/login.tsx"),
    route("Document", "routes/public/documents.tsx"),
    route("Tender", "routes/public/tenders.tsx"),
    // Service pages (SPEC §2 spellings; the Activities page is the footer link's target, DECISIONS §4).
    route("accomodationService", "routes/public/services/accommodation.tsx"),
    route("RestrauntService", "routes/public/services/dining.tsx"),
    route("BarService", "routes/public/services/bars.tsx"),
    route("ConferenceService", "routes/public/services/conference.tsx"),
    route("Health&Wellness", "routes/public/services/wellness.tsx"),
    route("experience", "routes/public/services/experience.tsx"),
    route("villa", "routes/public/services/villa.tsx"),
    route("VIPClub", "routes/public/services/vip-club.tsx"),
    route("leisure-activities", "routes/public/services/activities.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("logout", "routes/account/logout.tsx"),
  route("newsletter-signup", "routes/public/newsletter-signup.ts"),
  // Correct spellings of the service pages' addresses lead to SPEC's (DECISIONS §4).
  ...["restaurant", "restaurants", "accommodation", "accommodationService", "RestaurantService"].map((path) =>
    route(path, "routes/public/services/spelling-redirects.ts", { id: `spelling-redirect-${path}` }),
  ),
  // Spreadsheet exports of the staff lists (resource routes, staff only).
  route("Contacts.csv", "routes/admin/contacts-csv.ts"),
  route("newsletter.csv", "routes/admin/newsletter-csv.ts"),
  layout("routes/admin/admin-layout.tsx", [
    route("room", "routes/admin/rooms.tsx"),
    route("Bar", "routes/admin/bars.tsx"),
    route("Restraunt", "routes/admin/restaurants.tsx"),
    route("SPA", "routes/admin/wellness.tsx"),
    route("boardMembers", "routes/admin/board-team.tsx"),
    route("managementTeam", "routes/admin/management-team.tsx"),
    route("picture", "routes/admin/gallery.tsx"),
    route("Contacts", "routes/admin/contacts.tsx"),
    route("newsletter", "routes/admin/newsletter.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("Promotion", "routes/admin/promotions.tsx"),
    route("Festival", "routes/admin/festivals.tsx"),
    route("Activities", "routes/admin/activities.tsx"),
    route("advert", "routes/admin/adverts.tsx"),
    route("conference", "routes/admin/conference.tsx"),
    route("virtual", "routes/admin/videos.tsx"),
    route("DocumentUp", "routes/admin/documents.tsx"),
    route("TenderUp", "routes/admin/tenders.tsx"),
    route("staff", "routes/admin/staff.tsx"),
    route("activity", "routes/admin/activity.tsx"),
  ]),
] satisfies RouteConfig;
