import type { Route } from "./+types/experience";
import { HoursTable } from "~/components/public/hours-table";
import { PageHero } from "~/components/public/page-hero";
import type { Picture } from "~/platform/media/picture";
import { PictureImage } from "~/components/public/picture-image";
import { ReadMore } from "~/components/public/read-more";
import { activities } from "~/features/offers/offers.server";
import { ACTIVITY_HOURS } from "~/features/offers/activity-hours";
import { DEFAULT_GYM_TEXT, GYM_HOURS, POOL_HOURS, SPA_HOURS } from "~/features/wellness/wellness-hours";
import { wellness } from "~/features/wellness/wellness.server";
import { loadSection } from "~/lib/load-section.server";
import { pageMeta } from "~/components/page-meta";

const POOL_ENTRY = "swimming pool";

export async function loader({ context }: Route.LoaderArgs) {
  const [entries, offers] = await Promise.all([
    loadSection(context, "health and wellness", () => wellness.list(context.db, null)),
    loadSection(context, "activities", () => activities.list(context.db, null)),
  ]);
  const gym = entries.items.find((w) => w.name === "GYM");
  const spa = entries.items.find((w) => w.name === "main");
  const play = offers.items.find((a) => a.name === "Play Centre");
  // Staff describe the pool as a Health & Wellness entry of that name, when they choose to.
  const pool = entries.items.find((w) => w.name.trim().toLowerCase() === POOL_ENTRY);
  return {
    spaPicture: spa?.picture ?? null,
    gym: { text: gym?.message ?? DEFAULT_GYM_TEXT, picture: gym?.picture ?? null },
    play: { text: play?.message ?? null, picture: play?.picture ?? null },
    pool: { text: pool?.message ?? null, picture: pool?.picture ?? null },
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Experiences",
    description: "Spa daily 7:00 AM–9:00 PM, a 24-hour gym, a heated outdoor pool with a lifeguard (7:00 AM–4:00 PM) and a play centre for children.",
    path: "/experience",
  });

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
          <ReadMore more="More" less="Less">
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
  return (
    <>
      <PageHero eyebrow="Experiences" title="Spa, gym, swimming and play" lead="Unwind between meetings or make a weekend of it, without leaving the hotel." />
      <div className="section">
        <div className="wrap experiences">
          <Experience
            id="spa"
            title="Spa"
            priority
            picture={loaderData.spaPicture}
            hoursCaption="Spa hours"
            hours={SPA_HOURS}
            summary="Massages, facials and body treatments, open every day from 7:00 AM to 9:00 PM."
            more={[
              "Choose a relaxing full-body massage after a long flight, a deep-tissue treatment after a day of meetings, or a facial before an evening event.",
              "Book at reception or call the 24-hour line; hotel guests and VIP Club members are welcome to combine the spa with the pool and the gym.",
            ]}
          />
          <Experience
            id="gym"
            title="Gym"
            picture={gym.picture}
            hoursCaption="Gym hours (second floor)"
            hours={GYM_HOURS}
            summary="Open 24 hours a day, 7 days a week, on the second floor."
            more={[gym.text]}
          />
          <Experience
            id="swimming"
            title="Swimming"
            picture={pool.picture}
            hoursCaption="Pool hours"
            hours={POOL_HOURS}
            summary="A heated outdoor pool, open Monday to Sunday from 7:00 AM to 4:00 PM."
            more={[pool.text ?? "A lifeguard is on duty whenever the pool is open, and towels are provided at the poolside."]}
          />
          <Experience
            id="play-centre"
            title="Play Centre"
            picture={play.picture}
            hoursCaption="Play centre hours"
            hours={ACTIVITY_HOURS}
            summary="A bright, safe space where younger guests can play while the grown-ups relax nearby."
            more={play.text ? [play.text] : []}
          />
        </div>
      </div>
    </>
  );
}
