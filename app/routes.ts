import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from "@react-router/dev/routes";
import { tsImport } from "tsx/esm/api";
import type { AnyContentType } from "./platform/records/content-type";

/*
 * The content types' public pages and back-office screens come from their declarations
 * (app/content-types.ts finds the same files). React Router reads this file without the app's
 * `~/` alias, so the declarations are loaded through tsx, which reads tsconfig.json's paths.
 */
const declarationFiles = Object.keys(import.meta.glob("./features/*/*.type.{ts,tsx}"));
const contentTypes: AnyContentType[] = await Promise.all(
  declarationFiles.map(async (file) => ((await tsImport(file, import.meta.url)) as { default: AnyContentType }).default),
);
const withoutSlash = (path: string) => path.replace(/^\//, "");
const contentPages = contentTypes.flatMap((type) => (type.pages ?? []).map((page) => route(withoutSlash(page.path), page.module)));
const contentScreens = contentTypes.flatMap(({ key, screen }) =>
  !screen ? [] : screen.module ? [route(withoutSlash(screen.path), screen.module)] : [route(withoutSlash(screen.path), "routes/admin/content-type-screen.tsx", { id: `screen-${key}` })],
);

/**
 * The site's pages, which also answer in Chichewa under /ny/ (DECISIONS §10). Account pages and
 * the forms' own routes are here too, so a guest who started in Chichewa stays in it.
 */
const sitePages: RouteConfigEntry[] = [
    index("routes/public/home.tsx", { id: "home" }),
    route("home", "routes/public/home.tsx", { id: "home-alias" }),
    route("login", "routes/account/login.tsx"),
    // Two-step sign-in: the authenticator code after the password (staff who enrolled).
    route("login/code", "routes/account/login-code.tsx"),
    // About the hotel: who we are, teams, gallery, packages, contact, tour, booking, legal texts.
    route("WhoWeAre", "routes/public/who-we-are.tsx"),
    route("ContactUs", "routes/public/contact-us.tsx"),
    route("virtualTour", "routes/public/virtual-tour.tsx", { id: "virtual-tour" }),
    route("virtualTourP", "routes/public/virtual-tour.tsx", { id: "virtual-tour-p" }),
    // Book Now (features/reservations). Its id, and its cancel link's and search hand-off's, are
    // the ones they had under routes/public/: a page already open in a browser names its routes
    // by id in its data requests (`_routes`).
    route("booking", "features/reservations/pages/reservation.tsx", { id: "routes/public/booking" }),
    route("viewsite", "routes/public/viewsite.tsx"),
    route("developer-Portfolio", "routes/public/developer-portfolio.tsx"),
    route("TermsConditions", "routes/public/terms-conditions.tsx"),
    route("Disclaimer", "routes/public/disclaimer.tsx"),
    route("experience", "routes/public/services/experience.tsx"),
    route("villa", "routes/public/services/villa.tsx"),
    route("VIPClub", "routes/public/services/vip-club.tsx"),
    route("EventPlan", "routes/public/event-plan.tsx"),
    // "Call me back": a guest leaves a number and a time (features/callbacks).
    route("CallMeBack", "features/callbacks/pages/call-me-back.tsx"),
    // Forgotten and reset passwords (accounts).
    route("forgetPassword", "routes/account/forget-password.tsx"),
    route("reset-password/:token", "routes/account/reset-password.tsx"),
    // My Profile: any logged-in account's name, email and password.
    route("user", "routes/account/profile.tsx"),
    // The link sent to a new email asked for in My Profile.
    route("confirm-email/:token", "routes/account/confirm-email.tsx"),
    // The member's VIP club area, or staff's overview (SPEC §2, §4).
    route("dashboard", "routes/account/dashboard.tsx"),
    // The links in newsletter emails: confirm a sign-up, leave the list.
    route("newsletter-confirm/:token", "routes/public/newsletter-confirm.tsx"),
    // The cancel link in reservation emails.
    route("booking/cancel/:token", "features/reservations/pages/reservation-cancel.tsx", { id: "routes/public/booking-cancel" }),
    // Where PayChangu sends the guest back after paying a deposit (features/payments).
    route("booking/deposit/return", "features/payments/pages/deposit-return.tsx"),
    route("booking/deposit/go", "features/payments/pages/deposit-go.tsx"),
    route("unsubscribe/:token", "routes/public/unsubscribe.tsx"),
    // My Loyalties: a VIP club member's own points (the /dashboard sidebar links here).
    route("loyalties", "routes/account/loyalties.tsx"),
    // Each content type's public pages (rooms, bars, teams, offers, documents, careers…).
    ...contentPages,
    route("*", "routes/public/not-found.tsx"),
];

/** Resource routes the site's forms post to; each answers with a page in the form's language. */
const siteFormRoutes: RouteConfigEntry[] = [
  route("logout", "routes/account/logout.tsx"),
  route("newsletter-signup", "routes/public/newsletter-signup.ts"),
  // The footer's light-mode switch: remembers the choice and returns to the page (decision 044).
  route("light-mode", "routes/public/light-mode.ts"),
  // The home page's reservation bar hands off to /booking or the booking engine from the settings.
  route("booking-search", "features/reservations/pages/reservation-search.ts", { id: "routes/public/booking-search" }),
  // The account menu's Reset Password: the profile's password section, or the forgotten-password page.
  route("resetPassword", "routes/account/reset-password-menu.ts"),
  // The stay page's "Pay the deposit": creates a PayChangu checkout and sends the guest there.
  route("booking/deposit/pay/:token", "features/payments/pages/deposit-pay.ts"),
  // /dashboard's "Pay the deposit" for a member's own stay.
  route("my-stays/:id/deposit", "features/payments/pages/own-deposit-pay.ts"),
];

/** A route file may appear once per language: the Chichewa twin's id is the English one with `ny/`. */
function chichewaTwins(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.map((entry) => ({
    ...entry,
    id: `ny/${entry.id ?? entry.file.replace(/\.[jt]sx?$/, "")}`,
    ...(entry.children ? { children: chichewaTwins(entry.children) } : {}),
  }));
}

export default [
  layout("routes/public/site-layout.tsx", sitePages),
  layout("routes/public/site-layout.tsx", { id: "ny/routes/public/site-layout" }, prefix("ny", chichewaTwins(sitePages))),
  ...siteFormRoutes,
  ...prefix("ny", chichewaTwins(siteFormRoutes)),
  // Spreadsheet exports of the staff lists (resource routes, staff only).
  route("Contacts.csv", "routes/admin/contacts-csv.ts"),
  route("newsletter.csv", "routes/admin/newsletter-csv.ts"),
  route("eventRequests.csv", "routes/admin/event-requests-csv.ts"),
  route("reservations.csv", "routes/admin/reservations-csv.ts"),
  route("vipApplications.csv", "routes/admin/vip-applications-csv.ts"),
  // One table of the Reports screen (features/reports), administrators only.
  route("reports.csv", "features/reports/admin/reports-csv.ts"),
  // The Payments screen's list as CSV (features/payments), administrators only.
  route("payments.csv", "features/payments/admin/payments-csv.ts"),
  // Channel calendars: a room's or room type's busy nights for agencies, by token (features/channel-calendars).
  route("calendars/:file", "features/channel-calendars/pages/calendar-export-feed.ts"),
  // The embedded demo's agency calendar, which the demo's rooms import (features/channel-calendars); 404 elsewhere.
  route("demo/agency-calendar.ics", "features/channel-calendars/pages/calendar-import-demo-feed.ts"),
  layout("routes/admin/admin-layout.tsx", [
    // Each content type's screen (the shared record screen, or its own).
    ...contentScreens,
    route("Contacts", "routes/admin/contacts.tsx"),
    route("newsletter", "routes/admin/newsletter.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("staff", "routes/admin/staff.tsx"),
    route("activity", "routes/admin/activity.tsx"),
    route("eventRequests", "routes/admin/event-requests.tsx"),
    route("callbacks", "features/callbacks/admin/callbacks-screen.tsx"),
    // Applications from the vacancies' pages, with their CVs (features/job-applications).
    route("jobApplications", "features/job-applications/admin/job-applications-screen.tsx"),
    // Reservation requests from /booking: confirm, decline, notes (DECISIONS §9).
    route("reservations", "routes/admin/reservations.tsx"),
    // The front desk's day: arrivals, departures, guests in the house; check in, out, no-show (DECISIONS §11).
    route("front-desk", "features/reservations/admin/front-desk-screen.tsx"),
    // Each room type's rooms, out of order periods (features/hotel-rooms, DECISIONS §11).
    route("hotel-rooms", "features/hotel-rooms/admin/hotel-rooms-screen.tsx"),
    // The room chart: rooms × nights, and a stay opened from it (features/hotel-rooms, decision 063).
    route("room-chart", "features/hotel-rooms/admin/room-chart-screen.tsx"),
    route("room-chart/stays/:id", "features/hotel-rooms/admin/room-chart-stay-screen.tsx"),
    // Agencies' calendars imported per room, and their clashes with stays (features/channel-calendars).
    route("channel-feeds", "features/channel-calendars/admin/calendar-import-screen.tsx"),
    // The hotel's numbers: occupancy, ADR, RevPAR, channels (DECISIONS §11, features/reports).
    route("reports", "features/reports/admin/reports-screen.tsx"),
    // Every deposit, desk payment and refund, with each day's totals (features/payments, decision 066).
    route("payments", "features/payments/admin/payments-screen.tsx"),
    // VIP club applications and renewals: staff review.
    route("vipApplications", "routes/admin/vip-applications.tsx"),
    // The email outbox (accounts).
    route("outbox", "routes/admin/outbox.tsx"),
    // VIP club loyalty points: members' balances, spends and corrections.
    route("loyalty", "routes/admin/loyalty.tsx"),
  ]),
] satisfies RouteConfig;
