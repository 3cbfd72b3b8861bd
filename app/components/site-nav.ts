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

const MAIN_NAV: NavEntry[] = [
  { label: "nav.home", to: "/" },
  {
    label: "nav.service",
    items: [
      { label: "nav.accommodation", to: "/accomodationService" },
      { label: "nav.dining", to: "/RestrauntService" },
      { label: "nav.bars", to: "/BarService" },
      { label: "nav.events", to: "/ConferenceService" },
      // "&" is a query separator only after "?", but encoding it keeps every parser honest.
      { label: "nav.wellness", to: "/Health%26Wellness" },
      { label: "nav.experiences", to: "/experience" },
    ],
  },
  {
    label: "nav.loyalty",
    items: [
      { label: "nav.vipClub", to: "/VIPClub" },
      { label: "nav.terms", to: "/TermsConditions" },
      { label: "nav.disclaimer", to: "/Disclaimer" },
    ],
  },
  {
    label: "nav.packages",
    items: [
      { label: "nav.festive", to: "/festive" },
      { label: "nav.promotions", to: "/promotions" },
    ],
  },
  { label: "nav.careers", to: "/career" },
  {
    label: "nav.more",
    items: [
      { label: "nav.documents", to: "/Document" },
      { label: "nav.gallery", to: "/PictureGarlery" },
      { label: "nav.tenders", to: "/Tender" },
    ],
  },
  { label: "nav.villas", to: "/villa" },
  { label: "nav.contact", to: "/ContactUs" },
  VIRTUAL_TOUR_ITEM,
  { label: "nav.bookEvents", to: "/EventPlan" },
];

/**
 * The header menu for these settings: without a tour address there is no tour to take, so
 * the menu does not offer one (a visitor is never sent to an empty page).
 */
export function mainNav(settings: Pick<SiteSettings, "virtualTourUrl">): NavEntry[] {
  return settings.virtualTourUrl ? MAIN_NAV : MAIN_NAV.filter((entry) => entry !== VIRTUAL_TOUR_ITEM);
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
