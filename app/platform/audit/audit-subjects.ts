/**
 * What the activity log can name, for people: the subject types that are not a content type's
 * table (a content type's label is in its declaration, `auditLabel`) and the actions.
 * Isomorphic and free of zod, so the Activity screen can label its filter and rows.
 */
export const OTHER_AUDIT_SUBJECTS: Record<string, string> = {
  contact_messages: "Contact messages",
  newsletter_subscribers: "Newsletter list",
  loyalty_entries: "Loyalty points",
  settings: "Site settings",
  users: "Staff accounts",
  event_requests: "Event requests",
  vip_applications: "VIP applications",
  reservations: "Reservations",
};

const AUDIT_ACTIONS = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  handle: "Marked handled",
  reopen: "Marked not handled",
  "change-role": "Changed role",
  deactivate: "Deactivated",
  reactivate: "Reactivated",
  // A staff account changing its own sign-in details at /user.
  "change-email": "Changed email",
  "change-password": "Changed password",
  // Two-step sign-in (authenticator app): turned on or off by the account, reset by an administrator.
  "enable-two-step": "Turned on two-step sign-in",
  "disable-two-step": "Turned off two-step sign-in",
  "renew-recovery-codes": "Made new recovery codes",
  "reset-two-step": "Reset two-step sign-in",
  // VIP club review (DECISIONS §7).
  approve: "Approved",
  reject: "Rejected",
  "approve-renewal": "Approved renewal",
  "reject-renewal": "Rejected renewal",
  // Reservations (DECISIONS §9).
  confirm: "Confirmed",
  decline: "Declined",
  // A member sending a rejected application again for review.
  resubmit: "Sent again for review",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const auditActionLabel = (action: string): string => (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
