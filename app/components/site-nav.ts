import type { SiteSettings } from "~/platform/settings/site-settings";
import type { SiteChromeKey } from "~/components/site-chrome-catalog";

/**
 * The public header menu of SPEC §2, as data so the header, footer and tests share it.
 * Paths keep SPEC's spellings (DECISIONS §4); labels are keys of the site's catalogue
 * (site-chrome.messages.json), in English or Chichewa where shown.
 */
interface NavLinkItem {
  label: SiteChromeKey;
  to: string;
}

export interface NavGroup {
  label: SiteChromeKey;
  items: NavLinkItem[];
}

type NavEntry = NavLinkItem | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return "items" in entry;
}

/** The tour's menu entry: shown only while the settings give a tour address (DECISIONS §9). */
const VIRTUAL_TOUR_ITEM: NavLinkItem = { label: "nav.tour", to: "/virtualTour" };

/*
 * Grouped by what a guest comes for (a stay, a meal, an event, rest, a deal, the club), not by
 * how the hotel is run; the hotel's own pages (people, papers, jobs) sit under About. Every
 * page SPEC's menu linked is still here, at the same address, but Home: the hotel's name at
 * the head of every page leads there, and without the entry the menu fits one line on a
 * laptop in Chichewa too.
 */
const MAIN_NAV: NavEntry[] = [
  {
    label: "nav.stay",
    items: [
      { label: "nav.rooms", to: "/accomodationService" },
      { label: "nav.villasLong", to: "/villa" },
      { label: "nav.bookStay", to: "/booking" },
      VIRTUAL_TOUR_ITEM,
    ],
  },
  {
    label: "nav.dine",
    items: [
      { label: "nav.dining", to: "/RestrauntService" },
      { label: "nav.bars", to: "/BarService" },
    ],
  },
  {
    label: "nav.meet",
    items: [
      { label: "nav.eventRooms", to: "/ConferenceService" },
      { label: "nav.bookEvents", to: "/EventPlan" },
    ],
  },
  {
    label: "nav.wellnessGroup",
    items: [
      // "&" is a query separator only after "?", but encoding it keeps every parser honest.
      { label: "nav.wellness", to: "/Health%26Wellness" },
      { label: "nav.experiences", to: "/experience" },
      { label: "nav.activities", to: "/leisure-activities" },
    ],
  },
  {
    label: "nav.offers",
    items: [
      { label: "nav.promotions", to: "/promotions" },
      { label: "nav.festive", to: "/festive" },
    ],
  },
  {
    label: "nav.club",
    items: [
      { label: "nav.vipClub", to: "/VIPClub" },
      { label: "nav.terms", to: "/TermsConditions" },
    ],
  },
  {
    label: "nav.about",
    items: [
      { label: "nav.whoWeAre", to: "/WhoWeAre" },
      { label: "nav.gallery", to: "/PictureGarlery" },
      { label: "nav.careers", to: "/career" },
      { label: "nav.documents", to: "/Document" },
      { label: "nav.tenders", to: "/Tender" },
      { label: "nav.disclaimer", to: "/Disclaimer" },
    ],
  },
  { label: "nav.contact", to: "/ContactUs" },
];

/**
 * The header menu for these settings: without a tour address there is no tour to take, so
 * the menu does not offer one (a visitor is never sent to an empty page).
 */
export function mainNav(settings: Pick<SiteSettings, "virtualTourUrl">): NavEntry[] {
  if (settings.virtualTourUrl) return MAIN_NAV;
  return MAIN_NAV.map((entry) => (isNavGroup(entry) ? { ...entry, items: entry.items.filter((item) => item !== VIRTUAL_TOUR_ITEM) } : entry));
}

export const ACCOUNT_NAV: NavLinkItem[] = [
  { label: "nav.dashboard", to: "/dashboard" },
  { label: "nav.profile", to: "/user" },
  { label: "nav.resetPassword", to: "/resetPassword" },
];

export const BACK_OFFICE_LINK: NavLinkItem = { label: "nav.backOffice", to: "/room" };

export const FOOTER_LINKS: NavLinkItem[] = [
  { label: "nav.accommodation", to: "/accomodationService" },
  { label: "nav.dining", to: "/RestrauntService" },
  { label: "nav.eventsMeetings", to: "/ConferenceService" },
  { label: "nav.villasLong", to: "/villa" },
  { label: "nav.activities", to: "/leisure-activities" },
  { label: "nav.vipClubShort", to: "/VIPClub" },
  { label: "nav.careers", to: "/career" },
  { label: "nav.whoWeAre", to: "/WhoWeAre" },
  { label: "nav.contact", to: "/ContactUs" },
  { label: "nav.terms", to: "/TermsConditions" },
  { label: "nav.disclaimer", to: "/Disclaimer" },
];

/** `tel:` needs digits only (a leading + kept); the visible number keeps its spacing. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return "tel:" + (trimmed.startsWith("+") ? "+" : "") + trimmed.replace(/\D/g, "");
}
