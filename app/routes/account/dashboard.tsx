import { randomUUID } from "node:crypto";
import type { PageHandle } from "~/lib/page-handle";
import { useEffect, useState } from "react";
import { data, Form, useActionData } from "react-router";
import { Link, useLocalisedNavigate } from "~/platform/i18n/localised-links";
import { languageOfPath } from "~/platform/i18n/language";
import { localisePath } from "~/platform/i18n/localise-path";
import { localisedRedirect } from "~/platform/i18n/localised-redirect.server";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { accountCatalog, aroundSlot, SLOT } from "./account-catalog";
import type { Route } from "./+types/dashboard";
import { AppError, isAppError } from "~/lib/errors";
import { type ActionResult, readRecordId, runFormAction, textFields } from "~/platform/forms/form-action.server";
import { hotelDate } from "~/lib/dates";
import { pageMeta } from "~/components/page-meta";
import { parseRecordId } from "~/platform/forms/schema-fields";
import { requireMember, requireUser } from "~/platform/auth/guards.server";
import { isMember, isStaff } from "~/platform/auth/roles";
import { StaffOverview } from "~/features/dashboard/staff-overview";
import { loadStaffOverview } from "~/features/dashboard/staff-overview.server";
import { addDays, currentMembership } from "~/features/vip/schema";
import { VipApplicationList, VipMembershipProfile } from "~/features/vip/components/vip-membership";
import { type VipApplyResult, VipWizard } from "~/features/vip/components/vip-wizard";
import { vipDraft } from "~/features/vip/vip-draft";
import { vipValuesOfAccount } from "~/features/vip/vip-account-values";
import { askToVerifyOwnEmail, emailVerifiedOf } from "~/features/profile/email-change.server";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { CANCEL_OWN_RESERVATION_INTENT, MyReservations } from "~/features/reservations/components/my-reservations";
import { ownStayDeposits } from "~/features/payments/deposits.server";
import dashboardCssUrl from "./dashboard.css?url";
import { cancelOwnReservation, listReservationsOf } from "~/features/reservations/reservations.server";
import { VIP_INTENTS } from "~/features/vip/vip-intents";
import {
  deleteOwnVipApplication,
  listVipApplicationsOf,
  parseVipUpdate,
  receiveVipApplication,
  requestVipRenewal,
  resubmitVipApplication,
  updateOwnVipApplication,
} from "~/features/vip/vip-applications.server";
import { languageOfRequest } from "~/platform/i18n/language";
import { reservationsWords } from "~/features/reservations/reservations-words";
import { vipWords } from "~/features/vip/vip-words";
import { authWords } from "~/platform/auth/auth-words";
import { recordsWords } from "~/platform/records/records-words";

/** One sheet, which brings the wizard's, the VIP club's, staff's overview's and the reservations' with it. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: dashboardCssUrl }];

/** The query parameters this page reads (app/lib/page-handle.ts). The notices after signing in or applying, and the application being edited. */
export const handle: PageHandle = { query: ["welcome", "applied", "edit", "deposit"] };

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const language = languageOfPath(location.pathname);
  return [
    ...pageMeta(matches, {
      title: accountCatalog.t(language, "dashboard.metaTitle"),
      description: accountCatalog.t(language, "dashboard.metaDescription"),
      path: localisePath("/dashboard", language),
    }),
    { name: "robots", content: "noindex" },
  ];
};

/**
 * `/dashboard` (SPEC §2, §4): staff see what waits for them; a member sees the VIP club area
 * (membership profile or the application wizard, and their applications); an account
 * without a role is refused. `?welcome=1` follows a login and `?applied=1` a stored
 * application: each is toasted once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireUser(request, context);
  const search = new URL(request.url).searchParams;
  const welcome = search.get("welcome") === "1";
  if (isStaff(viewer)) {
    return { kind: "staff" as const, name: viewer.name, welcome, overview: await loadStaffOverview(context.db) };
  }
  if (!isMember(viewer)) throw data({ message: authWords.msg("membersOnly") }, { status: 403 });
  const today = hotelDate();
  return {
    kind: "member" as const,
    name: viewer.name,
    welcome,
    applied: search.get("applied") === "1",
    editId: parseRecordId(search.get("edit")),
    applications: await listVipApplicationsOf(context.db, viewer.id),
    // Only what the member needs to see of each stay (staff notes stay in the back-office).
    reservations: await (async () => {
      // Each stay's deposit, when it asks for one (DECISIONS §12): paid, or to pay from here.
      const deposits = await ownStayDeposits(context.db, viewer.id);
      return (await listReservationsOf(context.db, viewer.id)).map(({ id, reference, roomName, rooms, arrival, departure, nights, total, status }) => ({
        id, reference, roomName, rooms, arrival, departure, nights, total, status, deposit: deposits.get(id) ?? null,
      }));
    })(),
    depositNotice: search.get("deposit") === "refused" || search.get("deposit") === "unavailable" ? (search.get("deposit") as "refused" | "unavailable") : null,
    maxBirthDate: addDays(today, -1),
    // Stays booked with the account's address show only once it is known to be the owner's.
    email: viewer.email,
    emailVerified: await emailVerifiedOf(context.db, viewer.id),
    // The wizard starts from what the account already says, so the member does not type it again.
    account: vipValuesOfAccount(viewer),
    // A fresh key per visit: a retried Finish of this form stores one application.
    idempotencyKey: randomUUID(),
  };
}

/** A page about one account: no shared cache may keep it. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireMember(request, context);
  const fields = textFields(await request.formData());
  switch (fields.intent) {
    case VIP_INTENTS.apply: {
      try {
        await receiveVipApplication(context.db, member, fields, { language: languageOfRequest(request) });
      } catch (error) {
        if (!isAppError(error)) throw error;
        // The typed fields go back to a page without JavaScript, so nothing has to be typed twice.
        const values = { ...fields };
        delete values.idempotencyKey;
        delete values.intent;
        return data<VipApplyResult>(
          { ok: false, intent: VIP_INTENTS.apply, message: error.message, ...(error.errors ? { errors: error.errors } : {}), values },
          { status: error.status },
        );
      }
      return localisedRedirect(request, "/dashboard?applied=1");
    }
    case VIP_INTENTS.update:
      return runFormAction(VIP_INTENTS.update, async () => {
        const id = readRecordId(fields);
        await updateOwnVipApplication(context.db, member, id, parseOnPage(fields));
        return { message: vipWords.msg("vipUpdated") };
      });
    case VIP_INTENTS.delete:
      return runFormAction(VIP_INTENTS.delete, async () => {
        await deleteOwnVipApplication(context.db, member, readRecordId(fields));
        return { message: recordsWords.msg("deleted") };
      });
    case VIP_INTENTS.renew:
      return runFormAction(VIP_INTENTS.renew, async () => {
        await requestVipRenewal(context.db, member, readRecordId(fields));
        return { message: vipWords.msg("vipRenewRequested") };
      });
    case VIP_INTENTS.resubmit:
      return runFormAction(VIP_INTENTS.resubmit, async () => {
        await resubmitVipApplication(context.db, member, readRecordId(fields), languageOfRequest(request));
        return { message: vipWords.msg("vipResubmitted") };
      });
    case VERIFY_EMAIL_INTENT:
      return runFormAction(VERIFY_EMAIL_INTENT, async () => {
        const { email } = await askToVerifyOwnEmail(context, { accountId: member.id, ip: context.clientAddress }, trustedOrigin(request, context.env), languageOfRequest(request));
        return { message: accountCatalog.ref("dashboard.verify.sent", { email }) };
      });
    case CANCEL_OWN_RESERVATION_INTENT:
      return runFormAction(CANCEL_OWN_RESERVATION_INTENT, async () => {
        // Only a stay this member asked for while signed in: anyone else's answers 404.
        const cancelled = await cancelOwnReservation(context.db, member, readRecordId(fields));
        return { message: reservationsWords.msg("reservationCancelled", { reference: cancelled.reference }) };
      });
    default:
      return data({ ok: false, message: recordsWords.msg("unknownFormAction") }, { status: 400 });
  }
}

/**
 * A phone that loses its connection while sending: the form stays as it is (the draft too) and
 * the member is told, instead of the page giving way to the error screen. Everything the server
 * answers, redirects included, passes through unchanged.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof TypeError) return { ok: false as const, intent: "network", message: vipWords.msg("vipSubmitError") };
    throw error;
  }
}

/** The edit form's toast already says 'Failed to update your information'; its second line says where. */
function parseOnPage(fields: Record<string, string>) {
  try {
    return parseVipUpdate(fields);
  } catch (error) {
    if (isAppError(error) && error.code === "validation") throw new AppError("validation", vipWords.msg("vipCheckFields"), { errors: error.errors });
    throw error;
  }
}

/** The dashboard's form intent that sends the link confirming the account's email. */
const VERIFY_EMAIL_INTENT = "verify-email";

/**
 * Under the member's stays while the account's email is not yet known to be theirs: one button
 * that emails a link to it (a plain form; the answer replaces the button).
 */
function VerifyEmailInvite({ email, result }: { email: string; result: ActionResult | null }) {
  const t = useT(accountCatalog);
  if (result?.ok) {
    return (
      <p className="form-success verify-email" role="status">
        {result.message}
      </p>
    );
  }
  return (
    <Form method="post" className="verify-email">
      <input type="hidden" name="intent" value={VERIFY_EMAIL_INTENT} />
      <p>{t("dashboard.verify.lead", { email })}</p>
      {result ? (
        <p className="form-alert" role="alert">
          {result.message}
        </p>
      ) : null}
      <button type="submit" className="btn btn-outline">
        {t("dashboard.verify.submit")}
      </button>
    </Form>
  );
}

/**
 * A one-time notice carried in the address (`?welcome=1` after a login, `?applied=1` after a
 * stored application), said once: as the status line under the page's heading, which readers
 * without JavaScript get too, and not again in a toast (DECISIONS §9, one voice). The address
 * then loses it, so a reload does not repeat it; the line stays for the visit.
 */
function useOneTimeNotice(notices: { show: boolean; title: string }[]): string | null {
  const navigate = useLocalisedNavigate();
  const titles = notices.filter((n) => n.show).map((n) => n.title);
  const [line, setLine] = useState<string | null>(titles.at(-1) ?? null);
  const key = titles.join("\n");
  useEffect(() => {
    if (!key) return;
    setLine(key.split("\n").at(-1) ?? null);
    void navigate("/dashboard", { replace: true, preventScrollReset: true });
    // Each notice once, when it arrives in the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return line;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "staff" ? <StaffDashboard data={loaderData} /> : <MemberDashboard data={loaderData} />;
}

function StaffDashboard({ data: d }: { data: Extract<Route.ComponentProps["loaderData"], { kind: "staff" }> }) {
  const staffLoginSuccess = authWords.t(useLanguage(), "staffLoginSuccess");
  const greeting = useOneTimeNotice([{ show: d.welcome, title: staffLoginSuccess }]);
  return (
    <>
      {greeting ? (
        <div className="wrap staff-dashboard">
          <p className="form-success dashboard-welcome" role="status">
            {greeting}
          </p>
        </div>
      ) : null}
      <StaffOverview data={d.overview} name={d.name} />
    </>
  );
}

function MemberDashboard({ data: d }: { data: Extract<Route.ComponentProps["loaderData"], { kind: "member" }> }) {
  const actionData = useActionData<typeof action>();
  const t = useT(accountCatalog);
  const language = useLanguage();
  const [hello, afterName] = aroundSlot(t("dashboard.hello", { name: SLOT }));
  const pageResult = actionData as VipApplyResult | undefined;
  const cancelResult = (actionData as ActionResult | undefined)?.intent === CANCEL_OWN_RESERVATION_INTENT ? (actionData as ActionResult) : null;
  // Kept for the visit: the address loses ?welcome=1 / ?applied=1 once they are shown.
  const greeting = useOneTimeNotice([
    { show: d.welcome, title: authWords.t(language, "loginSuccess") },
    // The hotel's words; the API answers an application with SPEC's 'Applied successfully…'.
    { show: d.applied, title: t("dashboard.applied") },
  ]);
  const hasApplications = d.applications.length > 0;
  // Once an application is stored the wizard's draft has done its work (also after a lost answer and a reload).
  useEffect(() => {
    if (hasApplications) vipDraft.write(null);
  }, [hasApplications]);
  const membership = currentMembership(d.applications);
  const verifyResult = (actionData as ActionResult | undefined)?.intent === VERIFY_EMAIL_INTENT ? (actionData as ActionResult) : null;
  const reservations = (
    <MyReservations reservations={d.reservations} result={cancelResult} depositNotice={d.depositNotice}>
      {d.emailVerified ? null : <VerifyEmailInvite email={d.email} result={verifyResult} />}
    </MyReservations>
  );
  return (
    <div className="wrap vip-dashboard">
      <aside className="vip-sidebar" aria-label={t("dashboard.menu")}>
        <p className="vip-greeting">
          {hello}
          <strong>{d.name}</strong>
          {afterName}
        </p>
        <nav>
          <ul>
            <li>
              <Link to="/dashboard" aria-current="page">
                {t("dashboard.vipMembership")}
              </Link>
            </li>
            <li>
              <Link to="/loyalties">{t("loyalties.title")}</Link>
            </li>
            <li>
              <Link to="/user">{t("myProfile")}</Link>
            </li>
          </ul>
        </nav>
      </aside>
      <div className="vip-main">
        <h1>{t("dashboard.welcome", { name: d.name })}</h1>
        {greeting ? (
          <p className="form-success dashboard-welcome" role="status">
            {greeting}
          </p>
        ) : null}
        {/* A member with stays sees them first; without any, the VIP club comes first and the invitation to book last. */}
        {d.reservations.length > 0 ? reservations : null}
        {membership ? (
          <>
            <VipMembershipProfile application={membership} />
            <VipApplicationList applications={d.applications} editId={d.editId} maxBirthDate={d.maxBirthDate} profileId={membership.id} />
          </>
        ) : (
          <>
            <p className="vip-empty">{vipWords.t(language, "vipNoRecord")}</p>
            <VipWizard idempotencyKey={d.idempotencyKey} maxBirthDate={d.maxBirthDate} pageResult={pageResult} account={d.account} />
          </>
        )}
        {d.reservations.length > 0 ? null : reservations}
      </div>
    </div>
  );
}
