import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/vip-club";
import { Field } from "~/components/forms/field";
import { PageHero } from "~/components/public/page-hero";
import { SectionHead } from "~/components/public/section-head";
import { useSiteData } from "~/components/use-site-data";
import { RegisterSchema } from "~/platform/auth/schema";
import { registerMember } from "~/platform/auth/users.server";
import { languageOfRequest } from "~/platform/i18n/language";
import { isAppError } from "~/lib/errors";
import { parseForm, textFields } from "~/lib/form-action.server";
import { messages } from "~/lib/messages";
import { pageMeta } from "~/components/page-meta";
import { gallery, pageHeroOf } from "~/features/gallery/gallery.server";
import { loadSection } from "~/lib/load-section.server";

/** The gallery picture staff chose to head this page. */
export async function loader({ context }: Route.LoaderArgs) {
  const pictures = await loadSection(context, "gallery", () => gallery.list(context.db, null));
  return { hero: pageHeroOf(pictures.items, "Presidential VIP Club") };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: "Presidential VIP Club",
    description: "Join the Presidential VIP Club: earn on accommodation and dining, save on the best available rate and up to 35% on dining.",
    path: "/VIPClub",
    image: loaderData?.hero?.picture.src ?? null,
  });

/**
 * Register Now: the same schema, registration service and per-address limit as
 * `POST /api/register`. A plain form post, so it works before (or without) JavaScript; the
 * server's messages are SPEC §5's, shown under their fields.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = textFields(await request.formData());
  try {
    // Counted before parsing, as the API does: each attempt may cost an argon2 hash.
    await context.rateLimits.register.hit(context.clientAddress);
    const input = parseForm(RegisterSchema, fields);
    await registerMember(context.db, input, languageOfRequest(request));
    return redirect("/login?registered=1");
  } catch (error) {
    if (!isAppError(error)) throw error;
    // Passwords are never sent back; the name and email are kept so they need not be retyped.
    return data(
      {
        message: error.code === "validation" ? messages.registrationFailed : error.message,
        errors: error.errors ?? {},
        name: fields.name ?? "",
        email: fields.email ?? "",
      },
      { status: error.status, headers: error.headers },
    );
  }
}

/** A refused registration (429) carries Retry-After on the page too, as the API's does. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export default function VipClubPage({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/VIPClub") === true;
  const errorsFor = (name: string) => result?.errors?.[name] ?? [];
  const benefits = [
    `Earn ${settings.vipAccommodationEarnPercent}% of your accommodation spend and ${settings.vipDiningEarnPercent}% of your dining spend`,
    `A guaranteed ${settings.vipBestRateDiscountPercent}% off the best available daily rate`,
    `${settings.vipSpecialsDiscountPercent}% off advertised specials and weekend price-breaker rates`,
    `${settings.vipPointsPer10000Mwk} ${settings.vipPointsPer10000Mwk === 1 ? "point" : "points"} for every MWK 10,000 you spend`,
    `Dining discounts: ${settings.vipDiningDiscountAlonePercent}% dining alone, ${settings.vipDiningDiscountTwoPercent}% for two, ` +
      `${settings.vipDiningDiscountThreePercent}% for three and ${settings.vipDiningDiscountGroupPercent}% for groups of 4 to 12`,
  ];
  return (
    <>
      <PageHero
        eyebrow="Loyalty"
        title="Presidential VIP Club"
        lead="Membership rewards every stay and every meal at the hotel."
        picture={loaderData.hero?.picture}
        pictureAlt={loaderData.hero?.name}
      >
        <a href="#register" className="btn btn-gold">
          Register Now
        </a>
      </PageHero>

      <section className="section" aria-labelledby="benefits-title">
        <div className="wrap">
          <SectionHead eyebrow="Benefits" id="benefits-title" title="What members enjoy" />
          <ul className="benefits vip-benefits" role="list">
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-tint" id="register" aria-labelledby="register-title">
        <div className="wrap split vip-register">
          <SectionHead eyebrow="Join" id="register-title" title="Register Now">
            Create your account, then log in to apply for membership. Already registered? <Link to="/login">Log in</Link>.
          </SectionHead>
          {/* The server checks with the shared schema and answers SPEC's messages, with or without JavaScript. */}
          <Form method="post" action="/VIPClub#register" className="public-form" noValidate>
            {result?.message ? (
              <p className="form-alert" role="alert">
                {result.message}
              </p>
            ) : null}
            <Field label="Name" errors={errorsFor("name")}>
              {(p) => <input {...p} name="name" autoComplete="name" required maxLength={100} defaultValue={result?.name} />}
            </Field>
            <Field label="Email" errors={errorsFor("email")}>
              {(p) => <input {...p} name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={result?.email} />}
            </Field>
            <Field label="Password" errors={errorsFor("password")} hint="At least 8 characters, with upper- and lowercase letters, a number and a special character.">
              {(p) => <input {...p} name="password" type="password" autoComplete="new-password" required minLength={8} maxLength={128} />}
            </Field>
            <Field label="Confirm password" errors={errorsFor("password_confirmation")}>
              {(p) => <input {...p} name="password_confirmation" type="password" autoComplete="new-password" required maxLength={128} />}
            </Field>
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? "Registering…" : "Register Now"}
            </button>
          </Form>
        </div>
      </section>
    </>
  );
}
