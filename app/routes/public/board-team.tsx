import type { Route } from "./+types/board-team";
import { PageHero } from "~/components/public/page-hero";
import { PersonGrid } from "~/components/public/person-grid";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { BOARD_MEMBER_TYPE } from "~/features/board-team/board-member.type";
import { loadSection } from "~/platform/runtime/load-section.server";
import { pageMeta } from "~/components/page-meta";
import { languageOfPath } from "~/platform/i18n/language";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { teamWords } from "./team-catalog";
import { recordsWords } from "~/platform/records/records-words";

/** The board of directors (SPEC §2 `/Boardteam`). */
export async function loader({ context }: Route.LoaderArgs) {
  const list = await loadSection(context, "board", () => recordStoreOf(BOARD_MEMBER_TYPE).list(context.db, null));
  return { failed: list.failed, members: list.items.map(({ id, name, picture }) => ({ id, name, picture })) };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: teamWords.t(language, "board.title"),
    description: teamWords.t(language, "board.description"),
    path: "/Boardteam",
  });
};

export default function BoardTeamPage({ loaderData }: Route.ComponentProps) {
  const t = useT(teamWords);
  const language = useLanguage();
  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={t("board.title")} lead={t("board.lead")} />
      <section className="section" aria-labelledby="board-title">
        <div className="wrap">
          <h2 id="board-title" className="visually-hidden">
            {t("board.heading")}
          </h2>
          {loaderData.failed ? (
            <p className="empty">{recordsWords.t(language, "fetchFailed")}</p>
          ) : loaderData.members.length === 0 ? (
            <p className="empty">{recordsWords.t(language, "comingSoon")}</p>
          ) : (
            <PersonGrid people={loaderData.members} label={t("board.label")} priority />
          )}
        </div>
      </section>
    </>
  );
}
