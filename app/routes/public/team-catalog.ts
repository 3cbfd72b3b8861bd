import type { ManagementPosition } from "~/features/management-team/positions";
import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./team.messages.json";

/** Awards, Board Members and Management Team: the pages' words and the management positions' titles. */
export const teamWords = defineCatalog(source);
type TeamKey = Parameters<typeof teamWords.t>[1];

/** Each position of SPEC §3 as the Management Team page titles it (English: `positionTitle`'s wording). */
export const POSITION_KEYS: Record<ManagementPosition, TeamKey> = {
  "CHIEF EXECUTIVE OFFICER": "position.chiefExecutiveOfficer",
  "GENERAL MANAGER": "position.generalManager",
  "DIRECTOR OF FINANCE AND ADMINISTRATION": "position.directorOfFinance",
  "FINANCE MANAGER": "position.financeManager",
  "SALES & MARKETING MANAGER": "position.salesMarketingManager",
  "FOOD & BEVERAGE MANAGER": "position.foodBeverageManager",
  "HUMAN RESOURCES MANAGER": "position.humanResourcesManager",
  "IT MANAGER": "position.itManager",
  "RESERVATIONS MANAGER": "position.reservationsManager",
  "GUEST RELATIONS MANAGER": "position.guestRelationsManager",
  "RESTAURANT MANAGER": "position.restaurantManager",
  "EXECUTIVE CHEF": "position.executiveChef",
  "ROOMS DIVISION MANAGER": "position.roomsDivisionManager",
  "EXECUTIVE HOUSE KEEPER": "position.executiveHouseKeeper",
  "HOUSE SUPERVISOR": "position.houseSupervisor",
};

/** The page's tiers (MANAGEMENT_TIERS' titles), in both languages. */
export const TIER_KEYS: Record<string, TeamKey> = {
  "Chief Executive": "tier.chiefExecutive",
  "General Management": "tier.generalManagement",
  "Heads of Department": "tier.headsOfDepartment",
  Operations: "tier.operations",
};
