import { useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import type { Route } from "./+types/profile";
import profileCssUrl from "./profile.css?url";
import { type ActionResult, parseForm, runFormAction, textFields } from "~/platform/forms/form-action.server";
import { pageMeta } from "~/components/page-meta";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { useFetcherForm } from "~/components/forms/use-fetcher-form";
import { requireUser } from "~/platform/auth/guards.server";
import { isStaff } from "~/platform/auth/roles";
import { STAFF_PASSWORD_MIN } from "~/platform/auth/password-rules";
import { changeOwnPassword, profileSavedAnswer, requireAccountCaller, updateOwnProfile } from "~/features/profile/own-account.server";
import { languageOfRequest } from "~/platform/i18n/language";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { TwoStepSection } from "~/features/profile/components/two-step-section";
import { getTwoStepStatus } from "~/platform/auth/two-step.server";
import { runTwoStepAction } from "~/features/profile/two-step-actions.server";
import { PasswordChangeSchema, ProfileUpdateSchema } from "~/features/profile/schema";
import { languageOfPath } from "~/platform/i18n/language";
import { localisePath } from "~/platform/i18n/localise-path";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { accountCatalog } from "./account-catalog";
import { profileWords } from "~/features/profile/profile-words";
import { authWords } from "~/platform/auth/auth-words";
import { fieldWords } from "~/platform/forms/field-words";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: profileCssUrl }];

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const language = languageOfPath(location.pathname);
  return [
    ...pageMeta(matches, {
      title: accountCatalog.t(language, "myProfile"),
      description: accountCatalog.t(language, "profile.metaDescription"),
      path: localisePath("/user", language),
    }),
    { name: "robots", content: "noindex" },
  ];
};

/** Any logged-in account, member or staff (DECISIONS §2); anonymous visitors go to the login page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireUser(request, context);
  // DECISIONS §3: staff passwords need 12+ characters; the form says so before the server does.
  // Two-step sign-in is for staff (DECISIONS §3); the secret is shown only while an enrolment waits for its first code.
  const twoStep = isStaff(viewer) ? await getTwoStepStatus(context, viewer) : null;
  return {
    name: viewer.name,
    email: viewer.email,
    passwordMin: isStaff(viewer) ? STAFF_PASSWORD_MIN : 8,
    twoStep: twoStep && { enabled: twoStep.enabled, setup: twoStep.setup && { groupedSecret: twoStep.setup.groupedSecret, uri: twoStep.setup.uri }, recoveryCodesLeft: twoStep.recoveryCodesLeft, required: twoStep.required },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const caller = await requireAccountCaller(request, context, context.clientAddress);
  const fields = textFields(await request.formData());
  const twoStep = await runTwoStepAction(context, caller, fields);
  if (twoStep) return twoStep;
  if (fields.intent === "password") {
    return runFormAction("password", async () => {
      await changeOwnPassword(context.db, context.loginThrottle, caller, parseForm(PasswordChangeSchema, fields), languageOfRequest(request));
      return { message: profileWords.msg("passwordChanged") };
    });
  }
  return runFormAction("profile", async () => {
    const saved = await updateOwnProfile(context, caller, parseForm(ProfileUpdateSchema, fields), trustedOrigin(request, context.env), languageOfRequest(request));
    return { message: profileSavedAnswer(saved).message };
  });
}

/** A page about one account: no shared cache may keep it. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const PROFILE_MESSAGES = { name: fieldWords.msg("nameRequired"), email: fieldWords.msg("emailInvalid"), current_password: authWords.msg("currentPasswordRequired") };
const PASSWORD_MESSAGES = {
  current_password: authWords.msg("currentPasswordRequired"),
  password: authWords.msg("passwordRequired"),
  password_confirmation: authWords.msg("passwordConfirmRequired"),
};

/** Without JavaScript the page comes back with the outcome above the form it concerns. */
function PlainPostNotice({ result, intent }: { result: ActionResult | undefined; intent: string }) {
  const language = useLanguage();
  if (!result || result.intent !== intent) return null;
  return (
    <p className={result.ok ? "form-success" : "form-alert"} role={result.ok ? "status" : "alert"}>
      {result.ok ? result.message : `${profileWords.t(language, "profileUpdateFailed")}: ${result.message}`}
    </p>
  );
}

/** A field's errors: from this visit's fetcher, else from the page's own post (without JavaScript). */
function withPlainErrors(errorsFor: (name: string) => string[], plain: ActionResult | undefined, intent: string) {
  const fromPage = plain && !plain.ok && plain.intent === intent ? plain.errors : undefined;
  return (name: string) => {
    const own = errorsFor(name);
    return own.length > 0 ? own : (fromPage?.[name] ?? []);
  };
}

function DetailsForm({ name, email, plain }: { name: string; email: string; plain: ActionResult | undefined }) {
  const fetcher = useFetcher<ActionResult>();
  const t = useT(accountCatalog);
  const form = useFetcherForm({ fetcher, messagesFor: PROFILE_MESSAGES, failureTitle: profileWords.msg("profileUpdateFailed") });
  const { formProps, pending } = form;
  const errorsFor = withPlainErrors(form.errorsFor, plain, "profile");
  return (
    // A new form once the saved details come back, so the current password is not left filled in.
    <fetcher.Form method="post" key={`${name}\n${email}`} {...formProps}>
      <input type="hidden" name="intent" value="profile" />
      <Field label={t("name")} className="field" errors={errorsFor("name")}>
        {(p) => <input {...p} name="name" autoComplete="name" required maxLength={100} defaultValue={name} />}
      </Field>
      <Field label={t("email")} className="field" errors={errorsFor("email")}>
        {(p) => <input {...p} name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={email} />}
      </Field>
      <Field
        label={t("currentPassword")}
        className="field"
        hint={t("profile.currentPasswordHint")}
        optional
        errors={errorsFor("current_password")}
      >
        {(p) => <input {...p} name="current_password" type="password" autoComplete="current-password" maxLength={1024} />}
      </Field>
      <SubmitButton pending={pending} pendingLabel={t("saving")} className="button button-primary">
        {t("profile.save")}
      </SubmitButton>
    </fetcher.Form>
  );
}

function PasswordForm({ min, plain }: { min: number; plain: ActionResult | undefined }) {
  const fetcher = useFetcher<ActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const t = useT(accountCatalog);
  const fetcherForm = useFetcherForm({
    fetcher,
    messagesFor: PASSWORD_MESSAGES,
    failureTitle: profileWords.msg("profileUpdateFailed"),
    onSuccess: () => form.current?.reset(),
  });
  const { formProps, pending } = fetcherForm;
  const errorsFor = withPlainErrors(fetcherForm.errorsFor, plain, "password");
  return (
    <fetcher.Form method="post" ref={form} {...formProps}>
      <input type="hidden" name="intent" value="password" />
      <Field label={t("currentPassword")} className="field" errors={errorsFor("current_password")}>
        {(p) => <input {...p} name="current_password" type="password" autoComplete="current-password" required maxLength={1024} />}
      </Field>
      <Field label={t("newPassword")} className="field" hint={t("profile.passwordHint", { min })}
        errors={errorsFor("password")}
      >
        {(p) => <input {...p} name="password" type="password" autoComplete="new-password" required minLength={min} maxLength={128} />}
      </Field>
      <Field label={t("confirmNewPassword")} className="field" errors={errorsFor("password_confirmation")}>
        {(p) => <input {...p} name="password_confirmation" type="password" autoComplete="new-password" required maxLength={128} />}
      </Field>
      <SubmitButton pending={pending} pendingLabel={t("saving")} className="button button-primary">
        {t("profile.changePassword")}
      </SubmitButton>
    </fetcher.Form>
  );
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const plainPostResult = useActionData<ActionResult>();
  const t = useT(accountCatalog);
  return (
    <section className="section auth-page profile-page" aria-labelledby="profile-title">
      <div className="auth-card">
        <h1 id="profile-title">{t("myProfile")}</h1>
        <p className="auth-lead">{t("profile.lead")}</p>
        <PlainPostNotice result={plainPostResult} intent="profile" />
        <DetailsForm name={loaderData.name} email={loaderData.email} plain={plainPostResult} />
      </div>
      <section className="auth-card" id="change-password" aria-labelledby="password-title">
        <h2 id="password-title">{t("profile.changePassword")}</h2>
        <p className="auth-lead">{t("profile.passwordLead")}</p>
        <PlainPostNotice result={plainPostResult} intent="password" />
        <PasswordForm min={loaderData.passwordMin} plain={plainPostResult} />
      </section>
      {loaderData.twoStep ? <TwoStepSection view={loaderData.twoStep} plain={plainPostResult} /> : null}
    </section>
  );
}
