import { Link, useActionData } from "react-router";
import type { Route } from "./+types/loyalty";
import loyaltyHistoryCssUrl from "~/features/loyalty/components/loyalty-history.css?url";
import loyaltyCssUrl from "./loyalty.css?url";
import { AppError } from "~/lib/errors";
import { type ActionResult, parseForm, readRecordId, runFormAction, textFields } from "~/platform/forms/form-action.server";
import { hotelDate } from "~/lib/dates";
import { formatKwacha } from "~/lib/money";
import { parseRecordId } from "~/platform/forms/schema-fields";
import { readSearchQuery } from "~/platform/db/text-search.server";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { ListToolbar } from "~/components/admin/list-toolbar";
import { requireStaff } from "~/platform/auth/guards.server";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { LoyaltyLedger } from "~/features/loyalty/components/loyalty-ledger";
import { LoyaltySpendForm } from "~/features/loyalty/components/loyalty-spend-form";
import { LOYALTY_INTENTS } from "~/features/loyalty/loyalty-intents";
import {
  findLoyaltyMembers,
  getLoyaltyAccount,
  getLoyaltyMember,
  getVipStatuses,
  recordLoyaltyCorrection,
  recordLoyaltySpend,
} from "~/features/loyalty/loyalty.server";
import { LoyaltyCorrectionInputSchema, LoyaltySpendInputSchema } from "~/features/loyalty/schema";
import { vipStatusLabel } from "~/features/loyalty/vip-status-label";
import { loyaltyStaffWords } from "~/features/loyalty/loyalty-staff-words";
import { recordsWords } from "~/platform/records/records-words";
import { useLanguage } from "~/platform/i18n/use-t";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: loyaltyHistoryCssUrl },
  { rel: "stylesheet", href: loyaltyCssUrl },
];

export const meta: Route.MetaFunction = () => [{ title: "Loyalty points · Back-office" }, { name: "robots", content: "noindex" }];

/**
 * Loyalty points (DECISIONS §7): find a member by name or email, read their balance and
 * history, record a spend, correct a spend. `?q=` is the search and `?member=` the member
 * open, so a member's page can be reloaded and shared between colleagues.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const q = readSearchQuery(params.get("q"));
  const memberId = parseRecordId(params.get("member"));
  const today = hotelDate();
  const [members, member, settings] = await Promise.all([
    findLoyaltyMembers(context.db, q),
    memberId === null ? undefined : getLoyaltyMember(context.db, memberId),
    getSiteSettings(context.db),
  ]);
  let open = null;
  if (member) {
    const [account, vip] = await Promise.all([getLoyaltyAccount(context.db, member), getVipStatuses(context.db, [member.id])]);
    open = { ...account, vipLabel: vipStatusLabel(vip.get(member.id) ?? null, today) };
  }
  return {
    q,
    members: members.map((m) => ({ id: m.id, name: m.name, email: m.email, balance: m.balance, vipLabel: vipStatusLabel(m.vip, today) })),
    open,
    missing: memberId !== null && !member,
    today,
    rate: settings.vipPointsPer10000Mwk,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const fields = textFields(await request.formData());
  return runFormAction(fields.intent, async () => {
    switch (fields.intent) {
      case LOYALTY_INTENTS.spend: {
        const input = parseForm(LoyaltySpendInputSchema, { userId: fields.userId, amount: fields.amount, receiptRef: fields.receiptRef, spentOn: fields.spentOn, note: fields.note });
        const { entry, balance } = await recordLoyaltySpend(context.db, input, viewer);
        return { message: `${loyaltyStaffWords.msg("loyaltySpendRecorded")}: ${formatKwacha(entry.amount)}, ${entry.points} ${entry.points === 1 ? "point" : "points"} (balance ${balance})` };
      }
      case LOYALTY_INTENTS.correction: {
        const id = readRecordId(fields);
        const input = parseForm(LoyaltyCorrectionInputSchema, { correctedAmount: fields.correctedAmount, reason: fields.reason });
        const { balance } = await recordLoyaltyCorrection(context.db, id, input, viewer);
        return { message: `${loyaltyStaffWords.msg("loyaltyCorrectionRecorded")} (balance ${balance})` };
      }
      default:
        throw new AppError("validation", recordsWords.msg("unknownFormAction"));
    }
  });
}

const points = (n: number) => `${n.toLocaleString("en-GB")} ${Math.abs(n) === 1 ? "point" : "points"}`;

export default function LoyaltyScreen({ loaderData }: Route.ComponentProps) {
  const submitFailed = recordsWords.t(useLanguage(), "submitFailed");
  const { q, members, open, missing, today, rate } = loaderData;
  const plainPostResult = useActionData<ActionResult>();
  const memberHref = (id: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), member: String(id) }).toString()}`;
  return (
    <div className="admin-page loyalty-screen" data-open={open ? "" : undefined}>
      <header className="admin-page-header">
        <h1>Loyalty points</h1>
        <p className="admin-page-lead">
          Find a VIP club member, record what they spent ({rate === 1 ? "1 point" : `${rate} points`} per full MWK 10,000 of a receipt) and correct a receipt recorded wrongly.
          Lines are never changed or deleted; a correction is a new line.
        </p>
      </header>
      {plainPostResult ? (
        <p className={`admin-notice ${plainPostResult.ok ? "admin-notice-success" : "admin-notice-error"}`} role={plainPostResult.ok ? "status" : "alert"}>
          {plainPostResult.ok ? plainPostResult.message : `${submitFailed}: ${plainPostResult.message}`}
          {!plainPostResult.ok && plainPostResult.errors ? ` ${Object.values(plainPostResult.errors).flat().join(" ")}` : null}
        </p>
      ) : null}
      <div className="loyalty-layout">
        <section className="loyalty-members" aria-labelledby="loyalty-members-title">
          <h2 id="loyalty-members-title" className="admin-section-title">
            {q ? "Members found" : "Recent points"} <span className="count">{members.length}</span>
          </h2>
          <ListToolbar query={q} searchLabel="Search members" placeholder="Name or email" clearHref="?" />
          {members.length === 0 ? (
            <p className="empty-state">{q ? "No member matches this search." : "No points recorded yet. Search for a member by name or email."}</p>
          ) : (
            <ul className="loyalty-member-list" role="list">
              {members.map((m) => (
                <li key={m.id}>
                  <Link to={memberHref(m.id)} className="loyalty-member-link" aria-current={open?.member.id === m.id ? "true" : undefined}>
                    <span className="loyalty-member-name">{m.name}</span>
                    <span className="loyalty-member-email">{m.email}</span>
                    <span className="loyalty-member-meta">
                      {m.vipLabel} · {points(m.balance)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="loyalty-detail" aria-labelledby="loyalty-detail-title">
          {open ? (
            <>
              <Link to={q ? `?${new URLSearchParams({ q }).toString()}` : "?"} className="loyalty-back">
                ← All members
              </Link>
              <header className="loyalty-member-header">
                <h2 id="loyalty-detail-title" className="admin-section-title">
                  {open.member.name}
                </h2>
                <p className="loyalty-member-email">
                  {open.member.email} · {open.vipLabel}
                </p>
                <dl className="loyalty-figures">
                  <div>
                    <dt>Balance</dt>
                    <dd data-testid="staff-loyalty-balance">{points(open.balance)}</dd>
                  </div>
                  <div>
                    <dt>Total spend</dt>
                    <dd>{formatKwacha(open.totalSpend)}</dd>
                  </div>
                </dl>
              </header>
              <LoyaltySpendForm memberId={open.member.id} memberName={open.member.name} today={today} rate={rate} />
              <h3 id="loyalty-ledger-title" className="loyalty-form-title">
                History <span className="count">{open.data.length}</span>
              </h3>
              <LoyaltyLedger entries={open.data} captionId="loyalty-ledger-title" />
            </>
          ) : (
            <p id="loyalty-detail-title" className="empty-state loyalty-pick">
              {missing ? "There is no member account with this id." : "Choose a member to see their points and record a spend."}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
