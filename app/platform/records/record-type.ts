/**
 * What the back-office screens need to know about a content type, without any server code:
 * the key its form intents carry (`create-bar`, `update-bar`, `delete-bar`) and the words
 * its messages use. Isomorphic, so screens import it.
 */
export interface RecordKind {
  /** Short key in intents and ids: `bar`, `restaurant`, `board-member`. */
  key: string;
  /** For people: "bar" in "Delete the bar “Bush Bar”?". */
  noun: string;
}

export const recordIntents = (kind: Pick<RecordKind, "key">) =>
  ({ create: `create-${kind.key}`, update: `update-${kind.key}`, remove: `delete-${kind.key}` }) as const;

/** HTML constraints of one form field, read from the shared schema on the server (form-limits.server.ts). */
export interface FieldLimits {
  required: boolean;
  maxLength?: number | undefined;
  min?: number | undefined;
  max?: number | undefined;
}

export type FormLimits = Record<string, FieldLimits>;

/**
 * The choice that stands for "a name not in the list" (DECISIONS §4: festive and activity
 * names); the form then sends the typed name in `otherName`.
 */
export const OTHER_CHOICE = "Other";
