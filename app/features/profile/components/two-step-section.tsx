import { type FetcherWithComponents, useFetcher } from "react-router";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";

/** The hidden `intent` of each two-step form on My Profile. */
export const TWO_STEP_INTENTS = {
  start: "two-step-start",
  confirm: "two-step-confirm",
  renew: "two-step-renew-codes",
  disable: "two-step-disable",
} as const;

interface TwoStepView {
  enabled: boolean;
  setup: { groupedSecret: string; uri: string } | null;
  recoveryCodesLeft: number;
  required: boolean;
}

type Result = ActionResult<{ recoveryCodes?: string[] }>;

/** An outcome line, the recovery codes shown once, or nothing. */
function Outcome({ result }: { result: Result | undefined }) {
  if (!result) return null;
  const codes = result.ok ? result.value?.recoveryCodes : undefined;
  return (
    <>
      <p className={result.ok ? "form-success" : "form-alert"} role={result.ok ? "status" : "alert"}>
        {result.message}
      </p>
      {codes ? <RecoveryCodes codes={codes} /> : null}
    </>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(`Recovery codes (each works once)\n\n${codes.join("\n")}\n`)}`;
  return (
    <div className="recovery-codes" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title">Your recovery codes</h3>
      <p className="form-hint">
        Save them now: they are shown only this once. Download or print them, or keep them in a password manager. Each one signs you in
        once if your phone is lost.
      </p>
      <ol className="recovery-code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p className="recovery-code-actions">
        <a className="button button-secondary" href={file} download="recovery-codes.txt">
          Download codes
        </a>
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          Print
        </button>
      </p>
    </div>
  );
}

const codeInput = (p: object) => (
  <input {...p} name="code" type="text" inputMode="numeric" autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} required maxLength={40} />
);

/**
 * One fetcher for the whole section, kept by the section itself: turning it on swaps the set-up
 * form for the "on" view, and the recovery codes it answered must survive that swap. Each form
 * shows the result only when it answers one of its own intents. Without JavaScript the page's
 * own post result stands in.
 */
type Shared = { fetcher: FetcherWithComponents<Result>; result: Result | undefined; pending: boolean };

const resultFor = (shared: Shared, intents: string[]) =>
  shared.result?.intent && intents.includes(shared.result.intent) ? shared.result : undefined;

const fieldError = (result: Result | undefined, name: string) => (result && !result.ok ? (result.errors?.[name] ?? []) : []);

/**
 * My Profile's 'Two-step sign-in' for staff: set up an authenticator app (key + otpauth link),
 * confirm it with a first code (recovery codes shown once), make new recovery codes, turn it off.
 */
export function TwoStepSection({ view, plain }: { view: TwoStepView; plain: Result | undefined }) {
  const fetcher = useFetcher<Result>();
  const fromPage = plain?.intent && (Object.values(TWO_STEP_INTENTS) as string[]).includes(plain.intent) ? plain : undefined;
  const shared: Shared = { fetcher, result: fetcher.data ?? fromPage, pending: fetcher.state !== "idle" };
  return (
    <section className="auth-card two-step" id="two-step" aria-labelledby="two-step-title">
      <h2 id="two-step-title">Two-step sign-in</h2>
      {view.enabled ? <Enabled view={view} shared={shared} /> : view.setup ? <Setup setup={view.setup} shared={shared} /> : <Off view={view} shared={shared} />}
    </section>
  );
}

function Off({ view, shared }: { view: TwoStepView; shared: Shared }) {
  const { fetcher, pending } = shared;
  const result = resultFor(shared, [TWO_STEP_INTENTS.start, TWO_STEP_INTENTS.disable]);
  return (
    <>
      {view.required ? (
        <p className="form-alert" role="alert">
          The hotel requires two-step sign-in for all staff. Set it up to use the back-office.
        </p>
      ) : null}
      <p className="auth-lead">
        Protect the back-office with a code from an authenticator app on your phone (such as Google Authenticator, Microsoft
        Authenticator or 1Password) as well as your password.
      </p>
      <Outcome result={result} />
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value={TWO_STEP_INTENTS.start} />
        <SubmitButton pending={pending} pendingLabel="Starting…" className="button button-primary">
          Set up authenticator app
        </SubmitButton>
      </fetcher.Form>
    </>
  );
}

function Setup({ setup, shared }: { setup: NonNullable<TwoStepView["setup"]>; shared: Shared }) {
  const { fetcher, pending } = shared;
  const result = resultFor(shared, [TWO_STEP_INTENTS.start, TWO_STEP_INTENTS.confirm]);
  return (
    <>
      <ol className="two-step-steps">
        <li>
          In your authenticator app, add an account and type this key (or, on this phone,{" "}
          <a href={setup.uri}>open it in the app</a>):
          <code className="two-step-secret" data-testid="two-step-secret">
            {setup.groupedSecret}
          </code>
        </li>
        <li>Enter the 6-digit code the app then shows.</li>
      </ol>
      {result && !result.ok && fieldError(result, "code").length > 0 ? null : <Outcome result={result} />}
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value={TWO_STEP_INTENTS.confirm} />
        <Field label="Code from the app" className="field" errors={fieldError(result, "code")}>
          {codeInput}
        </Field>
        <SubmitButton pending={pending} pendingLabel="Checking…" className="button button-primary">
          Turn on two-step sign-in
        </SubmitButton>
      </fetcher.Form>
    </>
  );
}

function Enabled({ view, shared }: { view: TwoStepView; shared: Shared }) {
  const renew = { ...shared, result: resultFor(shared, [TWO_STEP_INTENTS.renew, TWO_STEP_INTENTS.confirm]) };
  const disable = { ...shared, result: resultFor(shared, [TWO_STEP_INTENTS.disable]) };
  return (
    <>
      <p className="auth-lead">
        <strong className="two-step-on">On.</strong> Logging in asks for the code from your authenticator app.{" "}
        {`${view.recoveryCodesLeft} of 10 recovery codes left.`}
      </p>
      {fieldError(renew.result, "code").length > 0 ? null : <Outcome result={renew.result} />}
      <renew.fetcher.Form method="post" className="two-step-form">
        <h3>New recovery codes</h3>
        <p className="form-hint">The old codes stop working.</p>
        <input type="hidden" name="intent" value={TWO_STEP_INTENTS.renew} />
        <Field label="Code from the app" className="field" errors={fieldError(renew.result, "code")}>
          {codeInput}
        </Field>
        <SubmitButton pending={renew.pending} pendingLabel="Making codes…" className="button button-secondary">
          Make new recovery codes
        </SubmitButton>
      </renew.fetcher.Form>
      {view.required ? (
        <p className="form-hint">The hotel requires two-step sign-in for all staff, so it cannot be turned off.</p>
      ) : (
        <disable.fetcher.Form method="post" className="two-step-form">
          <h3>Turn off</h3>
          <p className="form-hint">Every other device and app logged in to your account will be logged out.</p>
          {disable.result && !disable.result.ok && !disable.result.errors ? <Outcome result={disable.result} /> : null}
          <input type="hidden" name="intent" value={TWO_STEP_INTENTS.disable} />
          <Field label="Current password" className="field" errors={fieldError(disable.result, "current_password")}>
            {(p) => <input {...p} name="current_password" type="password" autoComplete="current-password" required maxLength={1024} />}
          </Field>
          <Field label="Code from the app" className="field" errors={fieldError(disable.result, "code")}>
            {codeInput}
          </Field>
          <SubmitButton pending={disable.pending} pendingLabel="Turning off…" className="button button-secondary">
            Turn off two-step sign-in
          </SubmitButton>
        </disable.fetcher.Form>
      )}
    </>
  );
}
