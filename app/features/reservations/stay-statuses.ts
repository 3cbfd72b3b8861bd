/**
 * The statuses of a stay that sleeps in its rooms: counted against the rooms of a night
 * (availability, the assignment of rooms, the hotel's numbers). One list, so a status that
 * joins it (checked in) is counted everywhere at once.
 */
export const OCCUPYING_STATUSES = ["confirmed"] as const satisfies readonly string[];
export type OccupyingStatus = (typeof OCCUPYING_STATUSES)[number];

export const isOccupying = (status: string): boolean => (OCCUPYING_STATUSES as readonly string[]).includes(status);
