/** The hidden `intent` values of the Event requests screen's forms. */
export const EVENT_REQUEST_INTENTS = {
  update: "update-event-request",
  remove: "delete-event-request",
} as const;
