import type { Role } from "~/platform/auth/roles";
import { MENU_GROUPS, type MenuGroup } from "~/platform/records/content-type";
import { CONTENT_TYPES } from "~/content-types";
import { FEATURE_SCREENS } from "~/feature-registry";

export interface MenuItem {
  to: string;
  label: string;
  adminOnly?: boolean;
}

/** The menu a role sees, in groups staff think in: screens it would only be refused on are left out, and so are groups left empty. */
export function backOfficeMenu(role: Role): { title: MenuGroup; items: MenuItem[] }[] {
  return MENU_GROUPS.map((title) => {
    const typeScreens = CONTENT_TYPES.flatMap(({ screen, access }) =>
      screen?.menu.group === title ? [{ to: screen.path, label: screen.menu.label, adminOnly: access?.write === "admin" }] : [],
    );
    // A feature's screens (its `*.feature.ts`) follow the content types' in the group.
    const featureScreens = FEATURE_SCREENS.filter((screen) => screen.group === title).map(({ to, label, adminOnly }) => ({ to, label, adminOnly }));
    const items = [...typeScreens, ...featureScreens];
    return { title, items: items.filter((item) => !item.adminOnly || role === "admin") };
  }).filter((group) => group.items.length > 0);
}
