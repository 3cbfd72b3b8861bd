/*
 * The types the event quotation's wizard (event-plan-wizard.tsx) and its attachment upload
 * (event-plan-attachment.tsx, fetched when a file is chosen) share, so neither imports the
 * other for them. Types only: nothing of this module reaches a page.
 */

/** What the /EventPlan action answers (page post or fetcher alike). */
export type EventPlanResult =
  | { ok: true; message: string; reference: string }
  | { ok: false; message: string; errors?: Record<string, string[]>; values?: Record<string, string> };

/** A Finish with a file, handed over by the wizard: each one is sent once. */
export interface OutgoingFinish {
  form: HTMLFormElement;
}
