/**
 * The management positions of SPEC §3, in the order the Management Team page lays them out
 * (the first ten have their own layout there). Isomorphic: the back-office select, the
 * input schema and the public page all read this one list.
 */
export const MANAGEMENT_POSITIONS = [
  "CHIEF EXECUTIVE OFFICER",
  "GENERAL MANAGER",
  "DIRECTOR OF FINANCE AND ADMINISTRATION",
  "FINANCE MANAGER",
  "SALES & MARKETING MANAGER",
  "FOOD & BEVERAGE MANAGER",
  "HUMAN RESOURCES MANAGER",
  "IT MANAGER",
  "RESERVATIONS MANAGER",
  "GUEST RELATIONS MANAGER",
  "RESTAURANT MANAGER",
  "EXECUTIVE CHEF",
  "ROOMS DIVISION MANAGER",
  "EXECUTIVE HOUSE KEEPER",
  "HOUSE SUPERVISOR",
] as const;

export type ManagementPosition = (typeof MANAGEMENT_POSITIONS)[number];

/** "EXECUTIVE HOUSE KEEPER" → "Executive House Keeper": positions are stored in capitals, read in title case. */
export function positionLabel(position: string): string {
  return position.toLowerCase().replace(/(^|[\s&/-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** The teams service pages introduce (SPEC §2: Dining Team, House Keeping Team), in the order they are shown. */
export const DINING_TEAM: readonly ManagementPosition[] = ["FOOD & BEVERAGE MANAGER", "RESTAURANT MANAGER", "EXECUTIVE CHEF"];
export const HOUSEKEEPING_TEAM: readonly ManagementPosition[] = ["ROOMS DIVISION MANAGER", "EXECUTIVE HOUSE KEEPER", "HOUSE SUPERVISOR"];
