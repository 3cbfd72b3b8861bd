import type { Route } from "./+types/experience";
import { HoursTable } from "~/components/public/hours-table";
import { PageHero } from "~/components/public/page-hero";
import type { Picture } from "~/platform/media/picture";
import { PictureImage } from "~/components/public/picture-image";
import { ReadMore } from "~/components/public/read-more";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { ACTIVITY_TYPE } from "~/features/offers/activity.type";
import { ACTIVITY_HOURS } from "~/features/offers/activity-hours";
import { GYM_HOURS, POOL_HOURS, SPA_HOURS } from "~/features/wellness/wellness-hours";
import { WELLNESS_TYPE } from "~/features/wellness/wellness.type";
import { loadSection } from "~/platform/runtime/load-section.server";
import { pageMeta } from "~/components/page-meta";
import { languageOfPath } from "~/platform/i18n/language";
import { useT } from "~/platform/i18n/use-t";
import { experienceWords } from "./experience-catalog";

const POOL_ENTRY = "swimming pool";

export async function loader({ context }: Route.LoaderArgs) {
  const [entries, offers] = await Promise.all([
    loadSection(context, "health and wellness", () => recordStoreOf(WELLNESS_TYPE).list(context.db, null)),
    loadSection(context, "activities", () => recordStoreOf(ACTIVITY_TYPE).list(context.db, null)),
  ]);
  const gym = entries.items.find((w) => w.name === "GYM");
  const spa = entries.items.find((w) => w.name === "main");
  const play = offers.items.find((a) => a.name === "Play Centre");
  // Staff describe the pool as a Health & Wellness entry of that name, when they choose to.
  const pool = entries.items.find((w) => w.name.trim().toLowerCase() === POOL_ENTRY);
  return {
    spaPicture: spa?.picture ?? null,
    // Without a gym entry from staff, the page's own words (DEFAULT_GYM_TEXT, in both languages).
    gym: { text: gym?.message ?? null, picture: gym?.picture ?? null },
    play: { text: play?.message ?? null, picture: play?.picture ?? null },
    pool: { text: pool?.message ?? null, picture: pool?.picture ?? null },
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: experienceWords.t(language, "title"),
    description: experienceWords.t(language, "description"),
    path: "/experience",
  });
};

/** One experience: a picture, its name, hours, the first lines and the rest behind More/Less. */
function Experience(props: {
  id: string;
  title: string;
  picture: Picture | null;
  hours: readonly { days: string; hours: string }[];
  hoursCaption: string;
  summary: string;
  more: string[];
  /** The page's largest picture above the fold (the first experience; the hero has none). */
  priority?: boolean;
}) {
  const t = useT(experienceWords);
  return (
    <article className="experience" id={props.id} aria-labelledby={`${props.id}-title`}>
      {props.picture ? (
        <PictureImage picture={props.picture} alt="" sizes="(min-width: 64rem) 36rem, 100vw" className="experience-media" priority={props.priority} />
      ) : (
        <div className="experience-media card-media-empty" aria-hidden="true" />
      )}
      <div className="experience-body">
        <h2 id={`${props.id}-title`}>{props.title}</h2>
        <HoursTable caption={props.hoursCaption} rows={props.hours} />
        <p>{props.summary}</p>
        {props.more.length > 0 && (
          <ReadMore more={t("more")} less={t("less")}>
            {props.more.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </ReadMore>
        )}
      </div>
    </article>
  );
}

export default function ExperiencePage({ loaderData }: Route.ComponentProps) {
  const { gym, play, pool } = loaderData;
  const t = useT(experienceWords);
  return (
    <>
      <PageHero eyebrow={t("title")} title={t("heroTitle")} lead={t("lead")} />
      <div className="section">
        <div className="wrap experiences">
          <Experience
            id="spa"
            title={t("spa")}
            priority
            picture={loaderData.spaPicture}
            hoursCaption={t("spaHours")}
            hours={SPA_HOURS}
            summary={t("spaSummary")}
            more={[t("spaMore1"), t("spaMore2")]}
          />
          <Experience
            id="gym"
            title={t("gym")}
            picture={gym.picture}
            hoursCaption={t("gymHours")}
            hours={GYM_HOURS}
            summary={t("gymSummary")}
            more={[gym.text ?? t("gymDefault")]}
          />
          <Experience
            id="swimming"
            title={t("swimming")}
            picture={pool.picture}
            hoursCaption={t("poolHours")}
            hours={POOL_HOURS}
            summary={t("poolSummary")}
            more={[pool.text ?? t("poolDefault")]}
          />
          <Experience
            id="play-centre"
            title={t("play")}
            picture={play.picture}
            hoursCaption={t("playHours")}
            hours={ACTIVITY_HOURS}
            summary={t("playSummary")}
            more={play.text ? [play.text] : []}
          />
        </div>
      </div>
    </>
  );
}
