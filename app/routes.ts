import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/site-layout.tsx", [
    index("routes/public/home.tsx", { id: "home" }),
    route("home", "routes/public/home.tsx", { id: "home-alias" }),
    route("login", "routes/account/login.tsx"),
    // Two-step sign-in: the authenticator code after the password (staff who enrolled).
    route("login/code", "routes/account/login-code.tsx"),
    route("Document", "routes/public/documents.tsx"),
    route("Tender", "routes/public/tenders.tsx"),
    // About the hotel: who we are, teams, gallery, packages, contact, tour, booking, legal texts.
    route("WhoWeAre", "routes/public/who-we-are.tsx"),
    route("Managementeam", "routes/public/management-team.tsx"),
    route("Boardteam", "routes/public/board-team.tsx"),
    route("PictureGarlery", "routes/public/picture-gallery.tsx"),
    route("promotions", "routes/public/promotions.tsx"),
    route("festive", "routes/public/festive.tsx"),
    route("ContactUs", "routes/public/contact-us.tsx"),
    route("virtualTour", "routes/public/virtual-tour.tsx", { id: "virtual-tour" }),
    route("virtualTourP", "routes/public/virtual-tour.tsx", { id: "virtual-tour-p" }),
    route("booking", "routes/public/booking.tsx"),
    route("viewsite", "routes/public/viewsite.tsx"),
    route("developer-Portfolio", "routes/public/developer-portfolio.tsx"),
    route("TermsConditions", "routes/public/terms-conditions.tsx"),
    route("Disclaimer", "routes/public/disclaimer.tsx"),
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
    route("EventPlan", "routes/public/event-plan.tsx"),
    // Careers (SPEC §2 `/career`): open vacancies and one page per vacancy.
    route("career", "routes/public/careers.tsx"),
    route("career/:id", "routes/public/career-vacancy.tsx"),
    // Forgotten and reset passwords (accounts).
    route("forgetPassword", "routes/account/forget-password.tsx"),
    route("reset-password/:token", "routes/account/reset-password.tsx"),
    // My Profile: any logged-in account's name, email and password.
    route("user", "routes/account/profile.tsx"),
    // The member's VIP club area, or staff's overview (SPEC §2, §4).
    route("dashboard", "routes/account/dashboard.tsx"),
    // The links in newsletter emails: confirm a sign-up, leave the list.
    route("newsletter-confirm/:token", "routes/public/newsletter-confirm.tsx"),
    route("unsubscribe/:token", "routes/public/unsubscribe.tsx"),
    // My Loyalties: a VIP club member's own points (the /dashboard sidebar links here).
    route("loyalties", "routes/account/loyalties.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("logout", "routes/account/logout.tsx"),
  route("newsletter-signup", "routes/public/newsletter-signup.ts"),
  // The home page's booking bar hands off to the booking engine or the Contact Us form.
  route("booking-search", "routes/public/booking-search.ts"),
  route("resetPassword", "routes/account/reset-password-menu.ts"),
  // Spreadsheet exports of the staff lists (resource routes, staff only).
  route("Contacts.csv", "routes/admin/contacts-csv.ts"),
  route("newsletter.csv", "routes/admin/newsletter-csv.ts"),
  route("eventRequests.csv", "routes/admin/event-requests-csv.ts"),
  route("vipApplications.csv", "routes/admin/vip-applications-csv.ts"),
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
    route("eventRequests", "routes/admin/event-requests.tsx"),
    // VIP club applications and renewals: staff review.
    route("vipApplications", "routes/admin/vip-applications.tsx"),
    route("vacancy", "routes/admin/vacancies.tsx"),
    // The email outbox (accounts).
    route("outbox", "routes/admin/outbox.tsx"),
    // The home page's logo slider.
    route("partners", "routes/admin/partners.tsx"),
    // VIP club loyalty points: members' balances, spends and corrections.
    route("loyalty", "routes/admin/loyalty.tsx"),
  ]),
] satisfies RouteConfig;
