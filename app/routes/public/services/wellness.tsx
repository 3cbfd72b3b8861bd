import { Link } from "react-router";
import type { Route } from "./+types/wellness";
import { HoursTable } from "~/components/public/hours-table";
import { PageHero } from "~/components/public/page-hero";
import { RecordCards } from "~/components/public/record-cards";
import { SectionHead } from "~/components/public/section-head";
import { DEFAULT_GYM_TEXT, GYM_HOURS, SPA_HOURS } from "~/features/wellness/wellness-hours";
import { wellness } from "~/features/wellness/wellness.server";
import { loadSection } from "~/lib/load-section.server";
import { messages } from "~/lib/messages";
import { pageMeta } from "~/components/page-meta";
import { languageOfPath } from "~/platform/i18n/language";
import { labelIn, textIn } from "~/platform/records/translations";
import { Translated } from "~/components/public/translated";

/** How the page names each entry (SPEC §3 stores the gym as "GYM"). */
const ENTRY_LABELS: Record<string, string> = { GYM: "Gym" };

export async function loader({ request, context }: Route.LoaderArgs) {
  // The entries' texts in the page's language (a Chichewa page under /ny/), English where staff gave none.
  const language = languageOfPath(new URL(request.url).pathname);
  const list = await loadSection(context, "health and wellness", () => wellness.list(context.db, null, language));
  const main = list.items.find((w) => w.name === "main");
  return {
    intro: main ? { text: textIn(main, "message", language), picture: main.picture } : null,
    failed: list.failed,
    entries: list.items
      .filter((w) => w.name !== "main")
      .map((w) => ({ id: w.id, key: w.name, title: labelIn(w, "name", language, ENTRY_LABELS[w.name] ?? w.name), text: textIn(w, "message", language), picture: w.picture })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: "Health & Wellness",
    description: "A spa open daily 7:00 AM–9:00 PM, a gym open 24 hours on the second floor, aerobics classes and a heated outdoor pool in Lilongwe.",
    path: "/Health&Wellness",
    image: loaderData?.intro?.picture?.src ?? null,
  });

export default function WellnessPage({ loaderData }: Route.ComponentProps) {
  const { intro, entries } = loaderData;
  const gymShown = entries.some((e) => e.key === "GYM");
  return (
    <>
      <PageHero
        eyebrow="Health & Wellness"
        title="Spa, gym and aerobics"
        lead={intro?.text ? <Translated value={intro.text} /> : "Keep your routine or find a new one: a spa, a gym that never closes and group aerobics."}
        picture={intro?.picture}
      >
        <Link to="/experience#spa" className="btn btn-gold">
          Visit the spa
        </Link>
      </PageHero>

      <section className="section" aria-labelledby="wellness-title">
        <div className="wrap">
          <SectionHead eyebrow="Stay well" id="wellness-title" title="Gym, pool and classes" />
          {loaderData.failed ? (
            <p className="empty">{messages.fetchFailed}</p>
          ) : (
            <RecordCards
              empty={messages.comingSoon}
              items={[
                // SPEC §4: without a gym entry, the gym shows its default description.
                ...(gymShown ? [] : [{ id: "gym", key: "GYM", title: "Gym", text: DEFAULT_GYM_TEXT, picture: null }]),
                ...entries,
              ].map((entry) => ({ ...entry, details: entry.key === "GYM" ? <HoursTable caption="Gym hours (second floor)" rows={GYM_HOURS} /> : null }))}
            />
          )}
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="spa-title">
        <div className="wrap split">
          <SectionHead eyebrow="Spa" id="spa-title" title="Time for yourself">
            Massages and treatments in calm surroundings, open every day of the week.
          </SectionHead>
          <div>
            <HoursTable caption="Spa hours" rows={SPA_HOURS} />
            <p>
              <Link to="/experience" className="link-arrow">
                All experiences: spa, gym, swimming and the play centre
              </Link>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
