import type { FormEvent } from "react";
import { MAX_PERSON_NAME } from "~/lib/person-name";
import { data, useActionData, useNavigation } from "react-router";
import { Form, Link, useLocalisePath } from "~/platform/i18n/localised-links";
import { languageOfPath, languageOfRequest } from "~/platform/i18n/language";
import { localisePath } from "~/platform/i18n/localise-path";
import { localisedRedirect } from "~/platform/i18n/localised-redirect.server";
import { useT } from "~/platform/i18n/use-t";
import { vipClubCatalog } from "./vip-club-catalog";
import type { Route } from "./+types/vip-club";
import vipClubCssUrl from "./vip-club.css?url";
import { Field } from "~/components/forms/field";
import { PageHero } from "~/components/public/page-hero";
import { SectionHead } from "~/components/public/section-head";
import { useSiteData } from "~/components/use-site-data";
import { RegisterSchema } from "~/platform/auth/schema";
import { registerMember } from "~/platform/auth/users.server";
import { isAppError } from "~/lib/errors";
import { parseForm, textFields } from "~/platform/forms/form-action.server";
import { pageMeta } from "~/components/page-meta";
import { pageHeroOf } from "~/features/gallery/gallery.server";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { GALLERY_TYPE } from "~/features/gallery/picture.type";
import { loadSection } from "~/platform/runtime/load-section.server";
import { authWords } from "~/platform/auth/auth-words";
import { justRegisteredEmail } from "~/platform/auth/just-registered-email";

/** The gallery picture staff chose to head this page. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: vipClubCssUrl }];

export async function loader({ context }: Route.LoaderArgs) {
  const pictures = await loadSection(context, "gallery", () => recordStoreOf(GALLERY_TYPE).list(context.db, null));
  return { hero: pageHeroOf(pictures.items, "Presidential VIP Club") };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: "Presidential VIP Club",
    description: vipClubCatalog.t(language, "metaDescription"),
    path: localisePath("/VIPClub", language),
    image: loaderData?.hero?.picture.src ?? null,
  });
};

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
    return localisedRedirect(request, "/login?registered=1");
  } catch (error) {
    if (!isAppError(error)) throw error;
    // Passwords are never sent back; the name and email are kept so they need not be retyped.
    return data(
      {
        message: error.code === "validation" ? authWords.msg("registrationFailed") : error.message,
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
  const t = useT(vipClubCatalog);
  const formPath = useLocalisePath()("/VIPClub");
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith(formPath) === true;
  const errorsFor = (name: string) => result?.errors?.[name] ?? [];
  const benefits = [
    t("benefit.earn", { accommodation: settings.vipAccommodationEarnPercent, dining: settings.vipDiningEarnPercent }),
    t("benefit.bestRate", { percent: settings.vipBestRateDiscountPercent }),
    t("benefit.specials", { percent: settings.vipSpecialsDiscountPercent }),
    t("benefit.points", { count: settings.vipPointsPer10000Mwk }),
    t("benefit.dining", {
      alone: settings.vipDiningDiscountAlonePercent,
      two: settings.vipDiningDiscountTwoPercent,
      three: settings.vipDiningDiscountThreePercent,
      group: settings.vipDiningDiscountGroupPercent,
    }),
  ];
  return (
    <>
      <PageHero
        eyebrow={t("eyebrow")}
        title="Presidential VIP Club"
        lead={t("lead")}
        picture={loaderData.hero?.picture}
        pictureAlt={loaderData.hero?.name}
      >
        <a href="#register" className="btn btn-gold">
          {t("registerNow")}
        </a>
      </PageHero>

      <section className="section" aria-labelledby="benefits-title">
        <div className="wrap">
          <SectionHead eyebrow={t("benefitsEyebrow")} id="benefits-title" title={t("benefitsTitle")} />
          <ul className="benefits vip-benefits" role="list">
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-tint" id="register" aria-labelledby="register-title">
        <div className="wrap split vip-register">
          <SectionHead eyebrow={t("joinEyebrow")} id="register-title" title={t("registerNow")}>
            {t("registerLead")} <Link to="/login">{t("logIn")}</Link>.
          </SectionHead>
          {/* The server checks with the shared schema and answers SPEC's messages, with or without JavaScript. */}
          <Form method="post" action="/VIPClub#register" className="public-form" noValidate onSubmit={keepEmailForSignIn}>
            {result?.message ? (
              <p className="form-alert" role="alert">
                {result.message}
              </p>
            ) : null}
            <Field label={t("name")} errors={errorsFor("name")}>
              {(p) => <input {...p} name="name" autoComplete="name" required maxLength={MAX_PERSON_NAME} defaultValue={result?.name} />}
            </Field>
            <Field label={t("email")} errors={errorsFor("email")}>
              {(p) => <input {...p} name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={result?.email} />}
            </Field>
            <Field label={t("password")} errors={errorsFor("password")} hint={t("passwordHint")}>
              {(p) => <input {...p} name="password" type="password" autoComplete="new-password" required minLength={8} maxLength={128} />}
            </Field>
            <Field label={t("confirmPassword")} errors={errorsFor("password_confirmation")}>
              {(p) => <input {...p} name="password_confirmation" type="password" autoComplete="new-password" required maxLength={128} />}
            </Field>
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? t("registering") : t("registerNow")}
            </button>
          </Form>
        </div>
      </section>
    </>
  );
}

/** The sign-in page fills its email field with the address registered (app/platform/auth/just-registered-email.ts). */
function keepEmailForSignIn(event: FormEvent<HTMLFormElement>) {
  const email = new FormData(event.currentTarget).get("email");
  if (typeof email === "string") justRegisteredEmail.keep(email);
}
