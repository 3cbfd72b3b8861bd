/**
 * The statuses whose stays sleep in their rooms (DECISIONS §9, §11): a confirmed stay and a
 * guest in the house. Everything that counts occupied rooms reads this one list (availability,
 * the assignment of rooms, confirming, the numbers), so a status that starts or stops occupying
 * a room is one edit here.
 */
export const OCCUPYING_STATUSES = ["confirmed", "checked_in"] as const satisfies readonly string[];
export type OccupyingStatus = (typeof OCCUPYING_STATUSES)[number];

export const isOccupying = (status: string): boolean => (OCCUPYING_STATUSES as readonly string[]).includes(status);

/** The statuses a guest (or staff at the guest's request) may still cancel: nobody cancels a stay once the guest has come, gone or not come. */
export const CANCELLABLE_STATUSES = ["requested", "confirmed"] as const;
