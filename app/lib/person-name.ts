// Kept free of zod and of the link check: the public forms read the longest name for their
// fields' maxlength on first load, and only the schemas (schema-fields.ts) need the rest.

/** The longest name a guest may give on a public form: a full name, or each of a first and last name (decision 052). */
export const MAX_PERSON_NAME = 80;
