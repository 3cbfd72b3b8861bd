import { data, isRouteErrorResponse } from "react-router";
import { Link } from "~/platform/i18n/localised-links";
import { languageOfPath } from "~/platform/i18n/language";
import { localisePath } from "~/platform/i18n/localise-path";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { accountCatalog } from "./account-catalog";
import type { Route } from "./+types/loyalties";
import loyaltyHistoryCssUrl from "~/features/loyalty/components/loyalty-history.css?url";
import loyaltiesCssUrl from "./loyalties.css?url";
import { formatKwacha } from "~/lib/money";
import { pageMeta } from "~/components/page-meta";
import { ErrorNotice } from "~/components/error-page";
import { PageHero } from "~/components/public/page-hero";
import { requireMember, requireUser } from "~/platform/auth/guards.server";
import { isStaff } from "~/platform/auth/roles";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { LoyaltyHistory } from "~/features/loyalty/components/loyalty-history";
import { KWACHA_PER_POINT } from "~/features/loyalty/loyalty-rules";
import { getLoyaltyAccount, toMemberEntry } from "~/features/loyalty/loyalty.server";
import { loyaltyWords } from "~/features/loyalty/loyalty-words";
import { authWords } from "~/platform/auth/auth-words";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: loyaltyHistoryCssUrl },
  { rel: "stylesheet", href: loyaltiesCssUrl },
];

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const language = languageOfPath(location.pathname);
  return [
    ...pageMeta(matches, {
      title: accountCatalog.t(language, "loyalties.title"),
      description: accountCatalog.t(language, "loyalties.metaDescription"),
      path: localisePath("/loyalties", language),
    }),
    { name: "robots", content: "noindex" },
  ];
};

/** Where staff are sent: they record members' points in the back-office, and have none of their own. */
const BACK_OFFICE = "/loyalty";

/**
 * My Loyalties (SPEC §2 sidebar link, DECISIONS §7): the member's own ledger only, read with
 * the session's account id (no id in the address to guess). Anonymous visitors go to the
 * login page and come back; staff get a 403 that points to the back-office screen.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireUser(request, context);
  if (isStaff(viewer)) throw data({ message: authWords.msg("membersOnly"), backOffice: BACK_OFFICE }, { status: 403 });
  const member = await requireMember(request, context);
  const [account, settings] = await Promise.all([getLoyaltyAccount(context.db, member), getSiteSettings(context.db)]);
  return {
    name: member.name,
    balance: account.balance,
    totalSpend: account.totalSpend,
    entries: account.data.map(toMemberEntry),
    pointsPer10000: settings.vipPointsPer10000Mwk,
  };
}

/** One member's points: no shared cache may keep them. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function MyLoyalties({ loaderData }: Route.ComponentProps) {
  const { name, balance, totalSpend, entries, pointsPer10000 } = loaderData;
  const t = useT(accountCatalog);
  const language = useLanguage();
  const points = (count: number) => t("points", { count });
  return (
    <>
      <PageHero eyebrow="Presidential VIP Club" title={t("loyalties.title")} lead={t("loyalties.lead", { name })} />
      <section className="section loyalty-page" aria-labelledby="loyalty-summary-title">
        <div className="wrap">
          <h2 id="loyalty-summary-title" className="visually-hidden">
            {t("loyalties.balanceHeading")}
          </h2>
          <dl className="loyalty-summary">
            <div className="loyalty-summary-balance">
              <dt>{t("loyalties.balance")}</dt>
              <dd data-testid="loyalty-balance">{points(balance)}</dd>
            </div>
            <div>
              <dt>{t("loyalties.totalSpend")}</dt>
              <dd>{formatKwacha(totalSpend)}</dd>
            </div>
          </dl>
          <div className="loyalty-how">
            <h2>{t("loyalties.howTitle")}</h2>
            <p>
              {t("loyalties.howBefore")} <strong>{t("loyalties.howRate", { points: points(pointsPer10000), amount: formatKwacha(KWACHA_PER_POINT) })}</strong>{" "}
              {t("loyalties.howAfter", { example: formatKwacha(25_500), examplePoints: points(2 * pointsPer10000) })} <Link to="/ContactUs">{t("loyalties.contact")}</Link>.
            </p>
          </div>
        </div>
      </section>
      <section className="section section-tint" aria-labelledby="loyalty-history-title">
        <div className="wrap">
          <h2 id="loyalty-history-title">{t("loyalties.history")}</h2>
          {entries.length === 0 ? <p className="empty">{loyaltyWords.t(language, "loyaltyNoEntries")}</p> : <LoyaltyHistory entries={entries} captionId="loyalty-history-title" />}
        </div>
      </section>
    </>
  );
}

/** Staff meet a pointer to the back-office screen; anything else is the site's usual notice. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403 && (error.data as { backOffice?: string } | undefined)?.backOffice) {
    return (
      <section className="notice wrap" aria-labelledby="notice-title">
        <p className="notice-code" aria-hidden="true">
          403
        </p>
        <h1 id="notice-title">My Loyalties is for VIP club members</h1>
        <p className="lead">Staff accounts earn no points. To look up a member or record a spend, open Loyalty points in the back-office.</p>
        <p>
          <a href={BACK_OFFICE} className="btn btn-teal">
            Open Loyalty points
          </a>
        </p>
      </section>
    );
  }
  return <ErrorNotice error={error} />;
}
