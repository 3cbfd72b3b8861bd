/**
 * How the Management Team page lays the positions of SPEC §3 out, top to bottom: the chief
 * executive alone, then general management, the heads of department, and the operations
 * managers. Every position is in exactly one tier.
 */
export const MANAGEMENT_TIERS = [
  { title: "Chief Executive", positions: ["CHIEF EXECUTIVE OFFICER"] },
  { title: "General Management", positions: ["GENERAL MANAGER", "DIRECTOR OF FINANCE AND ADMINISTRATION"] },
  {
    title: "Heads of Department",
    positions: [
      "FINANCE MANAGER",
      "SALES & MARKETING MANAGER",
      "FOOD & BEVERAGE MANAGER",
      "HUMAN RESOURCES MANAGER",
      "IT MANAGER",
      "RESERVATIONS MANAGER",
      "GUEST RELATIONS MANAGER",
    ],
  },
  {
    title: "Operations",
    positions: ["RESTAURANT MANAGER", "EXECUTIVE CHEF", "ROOMS DIVISION MANAGER", "EXECUTIVE HOUSE KEEPER", "HOUSE SUPERVISOR"],
  },
] as const satisfies readonly { title: string; positions: readonly string[] }[];

export type ManagementPosition = (typeof MANAGEMENT_TIERS)[number]["positions"][number];

/**
 * The management positions in the order the Management Team page lays them out (the first
 * ten have their own layout there). Isomorphic: the back-office select, the input schema and
 * the public page all read this one list.
 */
export const MANAGEMENT_POSITIONS: readonly ManagementPosition[] = MANAGEMENT_TIERS.flatMap((tier) => tier.positions);

/** "SALES & MARKETING MANAGER" → "Sales & Marketing Manager", "IT MANAGER" → "IT Manager". */
export function positionTitle(position: string): string {
  return position
    .toLowerCase()
    .split(" ")
    .map((word) => (word === "it" ? "IT" : word === "and" || word === "of" ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(" ");
}
/** The teams service pages introduce (SPEC §2: Dining Team, House Keeping Team), in the order they are shown. */
export const DINING_TEAM: readonly ManagementPosition[] = ["FOOD & BEVERAGE MANAGER", "RESTAURANT MANAGER", "EXECUTIVE CHEF"];
export const HOUSEKEEPING_TEAM: readonly ManagementPosition[] = ["ROOMS DIVISION MANAGER", "EXECUTIVE HOUSE KEEPER", "HOUSE SUPERVISOR"];
