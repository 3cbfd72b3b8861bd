import type { Role } from "~/platform/auth/roles";
import { MENU_GROUPS, type MenuGroup } from "~/platform/records/content-type";
import { CONTENT_TYPES } from "~/content-types";

export interface MenuItem {
  to: string;
  label: string;
  adminOnly?: boolean;
}

/**
 * The back-office screens that are not a content type's, by group. A content type's screen
 * joins its group from its declaration (`screen.menu`), after these in the group's order.
 */
const OTHER_SCREENS: Partial<Record<MenuGroup, MenuItem[]>> = {
  Guests: [
    { to: "/reservations", label: "Reservations" },
    { to: "/eventRequests", label: "Event requests" },
    { to: "/Contacts", label: "Contacts" },
    { to: "/vipApplications", label: "VIP applications" },
    { to: "/loyalty", label: "Loyalty points" },
    { to: "/newsletter", label: "Newsletter" },
    { to: "/outbox", label: "Email outbox" },
  ],
  // Administrators only (DECISIONS §2); their loaders refuse editors too.
  Administration: [
    { to: "/settings", label: "Settings", adminOnly: true },
    { to: "/staff", label: "Staff", adminOnly: true },
    { to: "/activity", label: "Activity", adminOnly: true },
  ],
};

/** The menu a role sees, in groups staff think in: screens it would only be refused on are left out, and so are groups left empty. */
export function backOfficeMenu(role: Role): { title: MenuGroup; items: MenuItem[] }[] {
  return MENU_GROUPS.map((title) => {
    const typeScreens = CONTENT_TYPES.flatMap(({ screen, access }) =>
      screen?.menu.group === title ? [{ to: screen.path, label: screen.menu.label, adminOnly: access?.write === "admin" }] : [],
    );
    const items = [...typeScreens, ...(OTHER_SCREENS[title] ?? [])];
    return { title, items: items.filter((item) => !item.adminOnly || role === "admin") };
  }).filter((group) => group.items.length > 0);
}
