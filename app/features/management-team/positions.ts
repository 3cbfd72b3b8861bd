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
