import type { Route } from "./+types/management-team";
import { PageHero } from "~/components/public/page-hero";
import { PersonGrid } from "~/components/public/person-grid";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { MANAGER_TYPE } from "~/features/management-team/manager.type";
import { MANAGEMENT_TIERS } from "~/features/management-team/positions";
import { loadSection } from "~/platform/runtime/load-section.server";
import { pageMeta } from "~/components/page-meta";
import { languageOfPath } from "~/platform/i18n/language";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { POSITION_KEYS, TIER_KEYS, teamWords } from "./team-catalog";
import { recordsWords } from "~/platform/records/records-words";

/** The management team (SPEC §2 `/Managementeam`), in tiers by position (SPEC §3), staff's order within a tier. */
export async function loader({ context }: Route.LoaderArgs) {
  const list = await loadSection(context, "management team", () => recordStoreOf(MANAGER_TYPE).list(context.db, null));
  const members = list.items;
  const tiers = MANAGEMENT_TIERS.map((tier) => ({
    title: tier.title,
    large: tier.positions.length <= 2,
    people: tier.positions.flatMap((position) =>
      members.filter((m) => m.position === position).map(({ id, name, picture }) => ({ id, name, position, picture })),
    ),
  })).filter((tier) => tier.people.length > 0);
  return { failed: list.failed, tiers };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: teamWords.t(language, "management.title"),
    description: teamWords.t(language, "management.description"),
    path: "/Managementeam",
  });
};

export default function ManagementTeamPage({ loaderData }: Route.ComponentProps) {
  const t = useT(teamWords);
  const language = useLanguage();
  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={t("management.title")} lead={t("management.lead")} />
      {loaderData.tiers.length === 0 ? (
        <section className="section">
          <div className="wrap">
            <p className="empty">{loaderData.failed ? recordsWords.t(language, "fetchFailed") : recordsWords.t(language, "comingSoon")}</p>
          </div>
        </section>
      ) : (
        loaderData.tiers.map((tier, i) => {
          const title = TIER_KEYS[tier.title] ? t(TIER_KEYS[tier.title]!) : tier.title;
          const people = tier.people.map((person) => ({ ...person, position: t(POSITION_KEYS[person.position]) }));
          return (
            <section key={tier.title} className={i % 2 === 1 ? "section section-tint" : "section"} aria-labelledby={`tier-${i}`}>
              <div className="wrap">
                <h2 id={`tier-${i}`} className="tier-title">
                  {title}
                </h2>
                <PersonGrid people={people} label={title} size={tier.large ? "large" : "regular"} priority={i === 0} />
              </div>
            </section>
          );
        })
      )}
    </>
  );
}
