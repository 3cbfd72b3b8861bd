/** The hidden `intent` values of the Contacts screen's forms. */
export const CONTACT_INTENTS = {
  handle: "handle-contact",
  reopen: "reopen-contact",
  remove: "delete-contact",
} as const;
