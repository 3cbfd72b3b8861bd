import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { useFetcherForm } from "~/components/forms/use-fetcher-form";
import { LOYALTY_INTENTS } from "~/features/loyalty/loyalty-intents";
import { LOYALTY_NOTE_MAX, pointsFor, RECEIPT_REF_MAX } from "~/features/loyalty/loyalty-rules";
import { LoyaltySpendInputSchema } from "~/features/loyalty/schema";
import { loyaltyStaffWords } from "~/features/loyalty/loyalty-staff-words";

const SPEND_MESSAGES = {
  amount: loyaltyStaffWords.msg("loyaltyAmountInvalid"),
  receiptRef: loyaltyStaffWords.msg("loyaltyReceiptRequired"),
  spentOn: loyaltyStaffWords.msg("loyaltyDateRequired"),
  note: loyaltyStaffWords.msg("loyaltyNoteTooLong"),
};

/**
 * The amount as typed, read by the schema the action and the API parse it with ("25500",
 * "25,500" and "25 500" alike): its kwacha, or the schema's message, or nothing while blank.
 */
function readAmount(raw: string): { kwacha: number } | { problem: string } | null {
  if (raw.trim() === "") return null;
  const result = LoyaltySpendInputSchema.shape.amount.safeParse(raw);
  return result.success ? { kwacha: result.data } : { problem: result.error.issues[0]?.message ?? SPEND_MESSAGES.amount };
}

/**
 * Record a spend for the member on screen: amount, receipt, date (today by default), note.
 * The points it will earn are shown as staff type, with the rate the ledger will use.
 */
export function LoyaltySpendForm({ memberId, memberName, today, rate }: { memberId: number; memberName: string; today: string; rate: number }) {
  const fetcher = useFetcher<ActionResult>();
  // A new, empty form after each recorded spend (the date back to today).
  const [round, setRound] = useState(0);
  const [amount, setAmount] = useState("");
  const { formProps, errorsFor, pending } = useFetcherForm({
    fetcher,
    messagesFor: SPEND_MESSAGES,
    onSuccess: () => {
      setRound((n) => n + 1);
      setAmount("");
    },
  });
  const read = readAmount(amount);
  const preview = read && "kwacha" in read ? pointsFor(read.kwacha, rate) : null;
  // The browser's own check says the schema's message, so a refused amount is caught before sending.
  const amountInput = useRef<HTMLInputElement>(null);
  const problem = read && "problem" in read ? read.problem : "";
  useEffect(() => {
    amountInput.current?.setCustomValidity(problem);
  }, [problem]);
  return (
    <fetcher.Form method="post" className="admin-form loyalty-spend-form" key={round} aria-labelledby="loyalty-spend-title" {...formProps}>
      <h3 id="loyalty-spend-title" className="loyalty-form-title">
        Record a spend for {memberName}
      </h3>
      <input type="hidden" name="intent" value={LOYALTY_INTENTS.spend} />
      <input type="hidden" name="userId" value={memberId} />
      <div className="form-grid">
        <Field
          label="Amount (MWK)"
          errors={errorsFor("amount")}
          hint={preview === null ? `Whole kwacha; ${rate === 1 ? "1 point" : `${rate} points`} per full MWK 10,000.` : `Earns ${preview} ${preview === 1 ? "point" : "points"}.`}
        >
          {(p) => (
            <input
              {...p}
              ref={amountInput}
              name="amount"
              // Text, not a number field: a number field refuses "1,234,500" as printed on a receipt.
              type="text"
              inputMode="numeric"
              autoComplete="off"
              required
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
            />
          )}
        </Field>
        <Field label="Receipt reference" errors={errorsFor("receiptRef")}>
          {(p) => <input {...p} name="receiptRef" required maxLength={RECEIPT_REF_MAX} autoComplete="off" />}
        </Field>
        <Field label="Date of the spend" errors={errorsFor("spentOn")} hint="Today or up to a year back.">
          {(p) => <input {...p} name="spentOn" type="date" required defaultValue={today} />}
        </Field>
        <Field label="Note" optional errors={errorsFor("note")}>
          {(p) => <input {...p} name="note" maxLength={LOYALTY_NOTE_MAX} placeholder="e.g. Dinner at the restaurant" />}
        </Field>
      </div>
      <div className="form-actions">
        <SubmitButton pending={pending} pendingLabel="Recording…">
          Record spend
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}
