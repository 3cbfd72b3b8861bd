import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/site-layout.tsx", [
    index("routes/public/home.tsx", { id: "home" }),
    route("home", "routes/public/home.tsx", { id: "home-alias" }),
    route("login", "routes/account/login.tsx"),
    route("Document", "routes/public/documents.tsx"),
    route("Tender", "routes/public/tenders.tsx"),
    // Forgotten and reset passwords (accounts).
    route("forgetPassword", "routes/account/forget-password.tsx"),
    route("reset-password/:token", "routes/account/reset-password.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("logout", "routes/account/logout.tsx"),
  route("newsletter-signup", "routes/public/newsletter-signup.ts"),
  route("resetPassword", "routes/account/reset-password-menu.ts"),
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
    // The email outbox (accounts).
    route("outbox", "routes/admin/outbox.tsx"),
  ]),
] satisfies RouteConfig;
