import { defineFeature } from "~/platform/registry/feature-declaration";
import type { ActionsOf } from "~/platform/audit/audit-actions";

/** Accounts, sessions, two-step sign-in and the shared rate limits: written on every sign-in, shown on no page. */
const auth = defineFeature({
  key: "auth",
  auditActions: {
    // Two-step sign-in (authenticator app): turned on or off by the account, reset by an administrator.
    "enable-two-step": "Turned on two-step sign-in",
    "disable-two-step": "Turned off two-step sign-in",
    "renew-recovery-codes": "Made new recovery codes",
    "reset-two-step": "Reset two-step sign-in",
  },
  tablesNoPageShows: [
    "users",
    "sessions",
    "access_tokens",
    "refresh_tokens",
    "password_resets",
    "two_step",
    "two_step_recovery_codes",
    "pending_logins",
    // Rate limits shared by every server process (docs/decisions/009-rate-limits.md).
    "rate_limit_hits",
    // Device cookies' key and confirmed email changes (docs/decisions/038-limits-and-device-cookies.md).
    "server_keys",
    "email_changes",
  ],
});
export default auth;

declare module "~/platform/audit/audit-actions" {
  interface AuditActionLabels extends ActionsOf<typeof auth> {}
}
