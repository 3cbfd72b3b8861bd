/** The `intent` values the back-office Rooms screen posts; the page action switches on them. */
export const ROOM_INTENTS = { create: "create-room", update: "update-room", remove: "delete-room" } as const;
export const ROOM_ITEM_INTENTS = { create: "create-item", update: "update-item", remove: "delete-item" } as const;
