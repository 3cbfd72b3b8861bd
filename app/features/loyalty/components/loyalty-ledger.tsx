import { useFetcher } from "react-router";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { hotelDateTime } from "~/lib/dates";
import { formatKwacha } from "~/lib/money";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { useFetcherForm } from "~/components/forms/use-fetcher-form";
import { LoyaltyHistory } from "~/features/loyalty/components/loyalty-history";
import { LOYALTY_INTENTS } from "~/features/loyalty/loyalty-intents";
import { LOYALTY_NOTE_MAX } from "~/features/loyalty/loyalty-rules";
import type { StaffLoyaltyEntry } from "~/features/loyalty/schema";
import { loyaltyStaffWords } from "~/features/loyalty/loyalty-staff-words";

/**
 * A member's ledger as staff read it: newest first, who recorded each line and when, each
 * correction under the receipt it corrects, and on every spend a small form to correct it.
 * Nothing is edited or deleted: a correction is a new line.
 */
export function LoyaltyLedger({ entries, captionId }: { entries: StaffLoyaltyEntry[]; captionId: string }) {
  if (entries.length === 0) return <p className="empty-state">No spends recorded for this member yet.</p>;
  return (
    <LoyaltyHistory
      entries={entries}
      captionId={captionId}
      className="loyalty-ledger"
      receiptDetail={(entry) => (
        <>
          {entry.kind === "spend" && entry.netAmount !== null && entry.netAmount !== entry.amount ? (
            <span className="loyalty-note">Now counts as {formatKwacha(entry.netAmount)}</span>
          ) : null}
          <span className="loyalty-recorded">
            Recorded by {entry.recordedBy ?? "the hotel"}, <time dateTime={entry.created_at}>{hotelDateTime(entry.created_at)}</time>
          </span>
        </>
      )}
      actions={{ label: "Corrections", render: (entry) => (entry.kind === "spend" ? <CorrectionForm entry={entry} /> : null) }}
    />
  );
}

const CORRECTION_MESSAGES = { correctedAmount: loyaltyStaffWords.msg("loyaltyCorrectedAmountInvalid"), reason: loyaltyStaffWords.msg("loyaltyReasonRequired") };

/** "Correct" opens the right amount (the receipt's current one to start from) and a reason. */
function CorrectionForm({ entry }: { entry: StaffLoyaltyEntry }) {
  const fetcher = useFetcher<ActionResult>();
  const { formProps, errorsFor, pending } = useFetcherForm({ fetcher, messagesFor: CORRECTION_MESSAGES });
  const current = entry.netAmount ?? entry.amount;
  return (
    <details className="loyalty-correct" key={current}>
      <summary className="btn btn-ghost" aria-label={`Correct receipt ${entry.receiptRef}`}>
        Correct
      </summary>
      <fetcher.Form method="post" className="loyalty-correct-form" {...formProps}>
        <input type="hidden" name="intent" value={LOYALTY_INTENTS.correction} />
        <input type="hidden" name="id" value={entry.id} />
        <Field label="Right amount (MWK)" errors={errorsFor("correctedAmount")} hint={`Now ${formatKwacha(current)}; 0 takes the receipt off.`}>
          {(p) => <input {...p} name="correctedAmount" type="text" inputMode="numeric" autoComplete="off" required defaultValue={current} />}
        </Field>
        <Field label="Reason" errors={errorsFor("reason")}>
          {(p) => <input {...p} name="reason" required maxLength={LOYALTY_NOTE_MAX} placeholder="e.g. Typed 25,500 for 15,500" />}
        </Field>
        <SubmitButton pending={pending} pendingLabel="Recording…" aria-label={`Record correction of ${entry.receiptRef}`}>
          Record correction
        </SubmitButton>
      </fetcher.Form>
    </details>
  );
}
