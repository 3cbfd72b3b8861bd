import { useFetcher } from "react-router";
import { hotelDate } from "~/lib/dates";
import { Link, useLocalisedNavigate } from "~/platform/i18n/localised-links";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { useCalendarDate, VIP_STEP_KEYS, vipMemberCatalog, type VipMemberKey } from "./vip-member-catalog";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { ConfirmedDeleteForm } from "~/components/forms/confirmed-delete-form";
import { useFetcherForm } from "~/components/forms/use-fetcher-form";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { useToast } from "~/components/toast/toast-provider";
import type { MembershipState, VipApplication } from "~/features/vip/schema";
import { VIP_INTENTS } from "~/features/vip/vip-intents";
import { VipContactFields, VipIdentificationFields, VipProfileFields } from "~/features/vip/components/vip-fields";
import { vipWords } from "~/features/vip/vip-words";
import { recordsWords } from "~/platform/records/records-words";

/** +265991234567 as people read it: +265 991 234 567. */
function formatCell(cell: string): string {
  const match = /^\+265(\d{3})(\d{3})(\d{3})$/.exec(cell);
  return match ? `+265 ${match[1]} ${match[2]} ${match[3]}` : cell;
}

const STATE_LABELS: Record<MembershipState, VipMemberKey> = {
  pending: "state.pending",
  rejected: "state.rejected",
  active: "state.active",
  inactive: "state.inactive",
  "renewal-pending": "state.renewalPending",
};

function MembershipBadge({ state }: { state: MembershipState }) {
  const t = useT(vipMemberCatalog);
  return (
    <span className="vip-badge" data-state={state}>
      {t(STATE_LABELS[state])}
    </span>
  );
}

/** What the state means for the member, in a sentence (SPEC §4, DECISIONS §7). */
function stateLine(application: VipApplication, t: (key: VipMemberKey, values?: { date: string }) => string, formatDate: (date: string) => string): string {
  switch (application.membership) {
    case "pending":
      return t("line.pending");
    case "rejected":
      return t("line.rejected");
    case "active":
      return t("line.active");
    case "inactive":
      return application.expires ? t("line.expired", { date: formatDate(application.expires) }) : t("line.inactive");
    case "renewal-pending":
      return t("line.renewalPending");
  }
}

/** A small form posting one of the VIP intents for an application, toasting the outcome (Renew, Send again). */
function IntentButton({ id, intent, label, accessibleName }: { id: number; intent: string; label: string; accessibleName?: string }) {
  const fetcher = useFetcher<ActionResult>();
  const { toast } = useToast();
  const t = useT(vipMemberCatalog);
  useFetcherResult(fetcher.data, (result) => {
    toast(result.ok ? { kind: "success", title: result.message } : { kind: "error", title: recordsWords.msg("submitFailed"), description: result.message });
  });
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="inline-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="btn btn-gold" aria-disabled={pending || undefined} aria-label={pending ? undefined : accessibleName}>
        {pending ? t("sending") : label}
      </button>
    </fetcher.Form>
  );
}

/** The Renew button: posts the `renew` intent. */
function RenewButton({ id }: { id: number }) {
  const t = useT(vipMemberCatalog);
  return <IntentButton id={id} intent={VIP_INTENTS.renew} label={t("renew")} />;
}

/** Send again: a rejected application goes back to staff for review (the `resubmit` intent). */
function ResubmitButton({ id, accessibleName }: { id: number; accessibleName?: string }) {
  const t = useT(vipMemberCatalog);
  return <IntentButton id={id} intent={VIP_INTENTS.resubmit} label={t("sendAgain")} {...(accessibleName ? { accessibleName } : {})} />;
}

/** The member's VIP membership profile (SPEC §2): details, status and Edit / Renew / Send again. */
export function VipMembershipProfile({ application }: { application: VipApplication }) {
  const a = application;
  const t = useT(vipMemberCatalog);
  const formatDate = useCalendarDate();
  // The date is drawn bold inside the sentence: the text around it, in the page's language.
  const [expiresBefore = "", expiresAfter = ""] = t("expires", { date: "\u0001" }).split("\u0001");
  return (
    <section className="vip-card vip-profile" aria-labelledby="vip-profile-title">
      <div className="vip-profile-head">
        <div>
          <p className="eyebrow">Presidential VIP Club</p>
          <h2 id="vip-profile-title">
            {a.title} {a.firstName} {a.lastName}
          </h2>
        </div>
        <MembershipBadge state={a.membership} />
      </div>
      <p className="vip-state-line" role="status">
        {stateLine(a, t, formatDate)}
      </p>
      {a.membership === "active" && a.expires ? (
        <p className="vip-expiry">
          {expiresBefore}
          <strong>{formatDate(a.expires)}</strong>
          {expiresAfter}
        </p>
      ) : null}
      <ApplicationDetails application={a} />
      <div className="vip-actions">
        <Link className="btn btn-outline" to={`/dashboard?edit=${a.id}#vip-application-${a.id}`} preventScrollReset>
          {t("edit")}
        </Link>
        {a.canRenew ? <RenewButton id={a.id} /> : null}
        {a.status === "rejected" ? <ResubmitButton id={a.id} /> : null}
      </div>
    </section>
  );
}

function ApplicationDetails({ application: a }: { application: VipApplication }) {
  const t = useT(vipMemberCatalog);
  const formatDate = useCalendarDate();
  const rows: [string, string][] = [
    [t("company"), a.Company],
    [t("postalAddress"), a.postalAddress],
    [t("cell"), formatCell(a.cell)],
    [t("cell2"), formatCell(a.cell2)],
    [t("nationality"), a.nationality],
    [t("birthDate"), formatDate(a.birthDate)],
    [t("email"), a.email],
    [t("passportNo"), a.passportNo],
    [t("notificationsBy"), a.sms === "SMS" || a.sms === "Email" ? t(`channel.${a.sms}`) : a.sms],
  ];
  return (
    <dl className="vip-details">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The browser's own "required" refusals, in SPEC §5's words (the server checks everything again). */
const REQUIRED_MESSAGES: Record<string, string> = {
  title: vipWords.msg("vipTitleRequired"),
  firstName: vipWords.msg("vipFirstNameRequired"),
  lastName: vipWords.msg("vipLastNameRequired"),
  postalAddress: vipWords.msg("vipPostalAddressRequired"),
  cell: vipWords.msg("vipCellRequired"),
  cell2: vipWords.msg("vipCell2Required"),
  nationality: vipWords.msg("vipNationalityRequired"),
  birthDate: vipWords.msg("vipBirthDateRequired"),
  email: vipWords.msg("vipEmailRequired"),
  passportNo: vipWords.msg("vipPassportRequired"),
  sms: vipWords.msg("vipSmsRequired"),
  signature: vipWords.msg("vipSignatureRequired"),
};

/** The edit form of one application, inline in the list (SPEC §8: 'Failed to update your information'). */
function VipEditForm({ application, maxBirthDate }: { application: VipApplication; maxBirthDate: string }) {
  const fetcher = useFetcher<ActionResult>();
  const navigate = useLocalisedNavigate();
  const t = useT(vipMemberCatalog);
  const form = useFetcherForm({
    fetcher,
    messagesFor: REQUIRED_MESSAGES,
    failureTitle: vipWords.msg("vipUpdateFailed"),
    onSuccess: () => void navigate("/dashboard", { replace: true, preventScrollReset: true }),
  });
  const values = {
    ...Object.fromEntries(Object.entries(application).map(([k, v]) => [k, v === null ? "" : String(v)])),
    // The stored number as it is typed here: 0 and nine digits.
    cell: application.cell.replace(/^\+265/, "0"),
    cell2: application.cell2.replace(/^\+265/, "0"),
  };
  const fieldProps = { prefix: `vip-edit-${application.id}`, values, errorsFor: form.errorsFor, maxBirthDate };
  return (
    <fetcher.Form method="post" className="vip-edit-form" aria-label={t("editLabel", { id: application.id })} {...form.formProps}>
      <input type="hidden" name="intent" value={VIP_INTENTS.update} />
      <input type="hidden" name="id" value={application.id} />
      <fieldset className="wizard-step">
        <legend className="wizard-step-title">{t(VIP_STEP_KEYS[0])}</legend>
        <VipProfileFields {...fieldProps} />
      </fieldset>
      <fieldset className="wizard-step">
        <legend className="wizard-step-title">{t(VIP_STEP_KEYS[1])}</legend>
        <VipContactFields {...fieldProps} />
      </fieldset>
      <fieldset className="wizard-step">
        <legend className="wizard-step-title">{t(VIP_STEP_KEYS[2])}</legend>
        <VipIdentificationFields {...fieldProps} />
      </fieldset>
      <div className="wizard-actions">
        <Link className="btn btn-outline" to="/dashboard" preventScrollReset replace>
          {t("cancel")}
        </Link>
        <button type="submit" className="btn btn-teal" aria-disabled={form.pending || undefined}>
          {form.pending ? t("saving") : t("saveChanges")}
        </button>
      </div>
    </fetcher.Form>
  );
}

/** Delete with a confirm dialog; the member stays on /dashboard with 'Deleted Successfully'. */
function VipDeleteButton({ application }: { application: VipApplication }) {
  const fetcher = useFetcher<ActionResult>();
  const t = useT(vipMemberCatalog);
  const language = useLanguage();
  const formatDate = useCalendarDate();
  return (
    <ConfirmedDeleteForm
      fetcher={fetcher}
      intent={VIP_INTENTS.delete}
      id={application.id}
      question={t("confirmDelete", { date: formatDate(hotelDate(new Date(application.created_at))) })}
      confirmLabel={t("delete")}
      deletedTitle={recordsWords.t(language, "deleted")}
      failedTitle={vipWords.msg("vipDeleteFailed")}
    >
      {(pending) => (
        <button type="submit" className="btn btn-danger-outline" aria-disabled={pending || undefined}>
          {pending ? t("deleting") : t("delete")}
        </button>
      )}
    </ConfirmedDeleteForm>
  );
}

/**
 * The member's own applications (SPEC §2), each with Edit (inline) and Delete; an older
 * rejected one, which the profile above does not speak for, also with Send again.
 */
export function VipApplicationList({
  applications,
  editId,
  maxBirthDate,
  profileId,
}: {
  applications: VipApplication[];
  editId: number | null;
  maxBirthDate: string;
  profileId?: number | undefined;
}) {
  const t = useT(vipMemberCatalog);
  const formatDate = useCalendarDate();
  return (
    <section className="vip-card" aria-labelledby="vip-applications-title">
      <h2 id="vip-applications-title">{t("applications")}</h2>
      <ul className="vip-applications">
        {applications.map((a) => (
          <li key={a.id} id={`vip-application-${a.id}`} className="vip-application">
            <div className="vip-application-head">
              <div>
                <p className="vip-application-name">
                  {a.title} {a.firstName} {a.lastName} · {a.Company}
                </p>
                <p className="vip-application-meta">{t("sent", { date: formatDate(hotelDate(new Date(a.created_at))) })}</p>
              </div>
              <MembershipBadge state={a.membership} />
            </div>
            {editId === a.id ? (
              <VipEditForm application={a} maxBirthDate={maxBirthDate} />
            ) : (
              <div className="vip-actions">
                <Link className="btn btn-outline" to={`/dashboard?edit=${a.id}#vip-application-${a.id}`} preventScrollReset aria-label={t("editOf", { date: formatDate(hotelDate(new Date(a.created_at))) })}>
                  {t("edit")}
                </Link>
                {a.status === "rejected" && a.id !== profileId ? (
                  <ResubmitButton id={a.id} accessibleName={t("sendAgainOf", { date: formatDate(hotelDate(new Date(a.created_at))) })} />
                ) : null}
                <VipDeleteButton application={a} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
