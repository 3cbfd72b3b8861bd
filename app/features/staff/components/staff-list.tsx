import { useState } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { hotelDateTime } from "~/lib/dates";
import { ConfirmDialog } from "~/components/forms/confirm-dialog";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { useToast } from "~/components/toast/toast-provider";
import type { StaffAccount } from "~/features/staff/schema";
import { STAFF_INTENTS } from "~/features/staff/staff-intents";

const ROLE_LABEL = { admin: "Administrator", editor: "Editor" } as const;


/** Every staff account, one card each, with its role and active switches. */
export function StaffList({ accounts, viewerId, titleId }: { accounts: StaffAccount[]; viewerId: number; titleId: string }) {
  return (
    <ul className="staff-list" role="list" aria-labelledby={titleId}>
      {accounts.map((account) => (
        <StaffRow key={account.id} account={account} isSelf={account.id === viewerId} />
      ))}
    </ul>
  );
}

function StaffRow({ account, isSelf }: { account: StaffAccount; isSelf: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);
  useFetcherResult(fetcher.data, (result) => {
    toast(result.ok ? { kind: "success", title: result.message } : { kind: "error", title: "Not changed", description: result.message });
  });
  const pending = fetcher.state !== "idle";
  const post = (fields: Record<string, string>) => void fetcher.submit({ id: String(account.id), ...fields }, { method: "post" });
  const otherRole = account.role === "admin" ? "editor" : "admin";
  return (
    <li className="staff-card" data-pending={pending ? "" : undefined} data-inactive={account.active ? undefined : ""}>
      <div className="staff-who">
        <p className="staff-name">
          {account.name}
          {isSelf ? <span className="staff-self"> (you)</span> : null}
        </p>
        <p className="staff-email">{account.email}</p>
      </div>
      <dl className="staff-facts">
        <div>
          <dt>Role</dt>
          <dd>{ROLE_LABEL[account.role]}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd className={account.active ? "staff-active" : "staff-deactivated"}>{account.active ? "Active" : "Deactivated"}</dd>
        </div>
        <div>
          <dt>Two-step sign-in</dt>
          <dd>{account.twoStep ? "On" : "Off"}</dd>
        </div>
        <div>
          <dt>Last sign-in</dt>
          <dd>{account.lastSignInAt ? hotelDateTime(account.lastSignInAt) : "Never"}</dd>
        </div>
      </dl>
      <div className="staff-actions">
        <fetcher.Form method="post" className="inline-form">
          <input type="hidden" name="intent" value={STAFF_INTENTS.changeRole} />
          <input type="hidden" name="id" value={account.id} />
          <input type="hidden" name="role" value={otherRole} />
          <button type="submit" className="btn btn-ghost" aria-disabled={pending || undefined}>
            {otherRole === "admin" ? "Make administrator" : "Make editor"}
            <span className="visually-hidden"> ({account.name})</span>
          </button>
        </fetcher.Form>
        {account.active ? (
          isSelf ? null : (
            <fetcher.Form
              method="post"
              className="inline-form"
              onSubmit={(event) => {
                event.preventDefault();
                if (!pending) setConfirming(true);
              }}
            >
              <input type="hidden" name="intent" value={STAFF_INTENTS.deactivate} />
              <input type="hidden" name="id" value={account.id} />
              <button type="submit" className="btn btn-danger-ghost" aria-disabled={pending || undefined}>
                Deactivate<span className="visually-hidden"> {account.name}</span>
              </button>
            </fetcher.Form>
          )
        ) : (
          <fetcher.Form method="post" className="inline-form">
            <input type="hidden" name="intent" value={STAFF_INTENTS.reactivate} />
            <input type="hidden" name="id" value={account.id} />
            <button type="submit" className="btn btn-ghost" aria-disabled={pending || undefined}>
              Reactivate<span className="visually-hidden"> {account.name}</span>
            </button>
          </fetcher.Form>
        )}
        {account.twoStep && !isSelf ? (
          <fetcher.Form
            method="post"
            className="inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (!pending) setConfirmingReset(true);
            }}
          >
            <input type="hidden" name="intent" value={STAFF_INTENTS.resetTwoStep} />
            <input type="hidden" name="id" value={account.id} />
            <button type="submit" className="btn btn-ghost" aria-disabled={pending || undefined}>
              Reset two-step sign-in<span className="visually-hidden"> ({account.name})</span>
            </button>
          </fetcher.Form>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmingReset}
        title={`Reset two-step sign-in for ${account.name}?`}
        confirmLabel="Reset"
        onCancel={() => setConfirmingReset(false)}
        onConfirm={() => {
          setConfirmingReset(false);
          post({ intent: STAFF_INTENTS.resetTwoStep });
        }}
      >
        <p>For a lost or replaced phone. Their authenticator app and recovery codes stop working and they are logged out; they log in with their password and set up the app again.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming}
        title={`Deactivate ${account.name}?`}
        confirmLabel="Deactivate"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          post({ intent: STAFF_INTENTS.deactivate });
        }}
      >
        <p>They are logged out at once and cannot log in until an administrator reactivates the account. Their past activity stays in the log.</p>
      </ConfirmDialog>
    </li>
  );
}
