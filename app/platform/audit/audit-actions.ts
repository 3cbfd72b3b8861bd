/**
 * Every action the activity log records, by name. Each feature adds its own from its
 * declaration (`*.feature.ts`) through declaration merging:
 *
 *     declare module "~/platform/audit/audit-actions" {
 *       interface AuditActionLabels extends ActionsOf<typeof feature> {}
 *     }
 *
 * so a misspelt action fails the typecheck, and its label is found by the same name at run time.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface AuditActionLabels {}

export type AuditAction = keyof AuditActionLabels & string;

/** The action names a declaration's `auditActions` holds, as an interface can extend. */
export type ActionsOf<F> = F extends { auditActions: infer A } ? { readonly [K in keyof A]: string } : never;
