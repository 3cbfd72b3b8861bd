import type { SiteSettings } from "~/platform/settings/site-settings";

/**
 * The public header menu of SPEC §2, as data so the header, footer and tests share it.
 * Paths keep SPEC's spellings (DECISIONS §4); labels are corrected where shown to people.
 */
interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  items: NavLinkItem[];
}

type NavEntry = NavLinkItem | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return "items" in entry;
}

/** The tour's menu entry: shown only while the settings give a tour address (DECISIONS §9). */
const VIRTUAL_TOUR_ITEM: NavLinkItem = { label: "Take a Tour", to: "/virtualTour" };

const MAIN_NAV: NavEntry[] = [
  { label: "Home", to: "/" },
  {
    label: "Service",
    items: [
      { label: "Accommodation", to: "/accomodationService" },
      { label: "Dining", to: "/RestrauntService" },
      { label: "Bars", to: "/BarService" },
      { label: "Events", to: "/ConferenceService" },
      // "&" is a query separator only after "?", but encoding it keeps every parser honest.
      { label: "Health & Wellness", to: "/Health%26Wellness" },
      { label: "Experiences", to: "/experience" },
    ],
  },
  {
    label: "Loyalty",
    items: [
      { label: "Presidential VIP Club", to: "/VIPClub" },
      { label: "Terms & Conditions", to: "/TermsConditions" },
      { label: "Disclaimer", to: "/Disclaimer" },
    ],
  },
  {
    label: "Packages",
    items: [
      { label: "Festive", to: "/festive" },
      { label: "Promotions", to: "/promotions" },
    ],
  },
  { label: "Careers", to: "/career" },
  {
    label: "More",
    items: [
      { label: "Documents", to: "/Document" },
      { label: "Gallery", to: "/PictureGarlery" },
      { label: "Tenders", to: "/Tender" },
    ],
  },
  { label: "Villas", to: "/villa" },
  { label: "Contact Us", to: "/ContactUs" },
  VIRTUAL_TOUR_ITEM,
  { label: "Book Events", to: "/EventPlan" },
];

/**
 * The header menu for these settings: without a tour address there is no tour to take, so
 * the menu does not offer one (a visitor is never sent to an empty page).
 */
export function mainNav(settings: Pick<SiteSettings, "virtualTourUrl">): NavEntry[] {
  return settings.virtualTourUrl ? MAIN_NAV : MAIN_NAV.filter((entry) => entry !== VIRTUAL_TOUR_ITEM);
}

export const ACCOUNT_NAV: NavLinkItem[] = [
  { label: "Dashboard", to: "/dashboard" },
  { label: "My Profile", to: "/user" },
  { label: "Reset Password", to: "/resetPassword" },
];

export const BACK_OFFICE_LINK: NavLinkItem = { label: "Back-office", to: "/room" };

export const FOOTER_LINKS: NavLinkItem[] = [
  { label: "Accommodation", to: "/accomodationService" },
  { label: "Dining", to: "/RestrauntService" },
  { label: "Events & Meetings", to: "/ConferenceService" },
  { label: "Presidential Villas", to: "/villa" },
  { label: "Activities", to: "/leisure-activities" },
  { label: "VIP Club", to: "/VIPClub" },
  { label: "Careers", to: "/career" },
  { label: "Who We Are", to: "/WhoWeAre" },
  { label: "Contact Us", to: "/ContactUs" },
  { label: "Terms & Conditions", to: "/TermsConditions" },
  { label: "Disclaimer", to: "/Disclaimer" },
];

/** `tel:` needs digits only (a leading + kept); the visible number keeps its spacing. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return "tel:" + (trimmed.startsWith("+") ? "+" : "") + trimmed.replace(/\D/g, "");
}
