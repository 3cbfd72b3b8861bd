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

export const MAIN_NAV: NavEntry[] = [
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
  { label: "Take a Tour", to: "/virtualTour" },
  { label: "Book Events", to: "/EventPlan" },
];

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
