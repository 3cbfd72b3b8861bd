import type { Route } from "./+types/board-team";
import { PageHero } from "~/components/public/page-hero";
import { PersonGrid } from "~/components/public/person-grid";
import { boardTeam } from "~/features/board-team/board-team.server";
import { loadSection } from "~/lib/load-section.server";
import { messages } from "~/lib/messages";
import { pageMeta } from "~/components/page-meta";

/** The board of directors (SPEC §2 `/Boardteam`). */
export async function loader({ context }: Route.LoaderArgs) {
  const list = await loadSection(context, "board", () => boardTeam.list(context.db, null));
  return { failed: list.failed, members: list.items.map(({ id, name, picture }) => ({ id, name, picture })) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Board Members",
    description: "The board of directors that oversees the hotel, convention centre and presidential villas in Lilongwe.",
    path: "/Boardteam",
  });

export default function BoardTeamPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Who we are" title="Board Members" lead="The board of directors that sets our course and holds us to our values." />
      <section className="section" aria-labelledby="board-title">
        <div className="wrap">
          <h2 id="board-title" className="visually-hidden">
            The board
          </h2>
          {loaderData.failed ? (
            <p className="empty">{messages.fetchFailed}</p>
          ) : loaderData.members.length === 0 ? (
            <p className="empty">{messages.comingSoon}</p>
          ) : (
            <PersonGrid people={loaderData.members} label="Board members" priority />
          )}
        </div>
      </section>
    </>
  );
}
