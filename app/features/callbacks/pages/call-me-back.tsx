import { data } from "react-router";
import type { Route } from "./+types/call-me-back";
import callbacksCssUrl from "../callbacks.css?url";
import { PageHero } from "~/components/public/page-hero";
import { pageMeta } from "~/components/page-meta";
import { ToastProvider } from "~/components/toast/toast-provider";
import { isAppError } from "~/lib/errors";
import { textFields } from "~/platform/forms/form-action.server";
import { hotelClock, hotelInstant } from "~/lib/dates";
import type { PageHandle } from "~/lib/page-handle";
import { languageOfPath } from "~/platform/i18n/language";
import { localisedRedirect } from "~/platform/i18n/localised-redirect.server";
import { useT } from "~/platform/i18n/use-t";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { DEFAULT_SITE_SETTINGS } from "~/platform/settings/site-settings";
import { callbackWords } from "~/features/callbacks/callback-words";
import { callbackWordsIn, requestCallback } from "~/features/callbacks/callbacks.server";
import { CallbackForm, type CallbackFormResult } from "~/features/callbacks/components/callback-form";
import { CALLBACK_HORIZON_DAYS, callbackRequestSchema } from "~/features/callbacks/schema";

/** `sent`: where a plain-form post is redirected once stored, so a refresh never asks twice. */
export const handle: PageHandle = { query: ["sent"] };

const FIELDS = ["name", "phone", "email", "callAt"] as const;

/** A `datetime-local` value for an instant on Lilongwe's clock. */
const localValue = (at: Date) => {
  const { date, time } = hotelClock(at);
  return `${date}T${time}`;
};

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: callbacksCssUrl }];

/** The form's HTML constraints from the schema (its words do not change them), and the picker's bounds. */
export function loader({ request }: Route.LoaderArgs) {
  const limits = formLimitsOf(callbackRequestSchema(callbackWordsIn("en"), { now: Date.now, toInstant: hotelInstant }));
  const now = new Date();
  return {
    limits,
    earliest: localValue(now),
    latest: localValue(new Date(now.getTime() + CALLBACK_HORIZON_DAYS * 86_400_000)),
    sent: new URL(request.url).searchParams.get("sent") === "1",
  };
}

/** Same checks, limit, storage and email as `POST /api/callbacks`, in the page's language. */
export async function action({ request, context }: Route.ActionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const t = callbackWordsIn(language);
  const fields = textFields(await request.formData());
  try {
    const stored = await requestCallback(context, fields, language, context.clientAddress);
    // Post, then redirect (DECISIONS §9): a refresh cannot ask twice.
    if (request.headers.get("accept")?.includes("text/html")) return localisedRedirect(request, "/CallMeBack?sent=1#callback-title", 303);
    return data<CallbackFormResult>({ ok: true, id: stored.id, message: t("sent") });
  } catch (error) {
    if (!isAppError(error)) throw error;
    const values = Object.fromEntries(FIELDS.map((name) => [name, (fields[name] ?? "").slice(0, 200)]));
    return data<CallbackFormResult>(
      { ok: false, message: t("failed"), detail: error.message, ...(error.errors ? { errors: error.errors } : {}), values },
      { status: error.status, headers: error.headers },
    );
  }
}

/** A throttled post keeps Retry-After. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const settings = matches[0]?.loaderData?.settings ?? DEFAULT_SITE_SETTINGS;
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: callbackWords.t(language, "metaTitle"),
    description: callbackWords.t(language, "metaDescription", { hotel: settings.hotelName }),
    path: "/CallMeBack",
  });
};

export default function CallMeBackPage({ loaderData }: Route.ComponentProps) {
  const t = useT(callbackWords);
  return (
    <ToastProvider>
      <PageHero eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <section className="section" aria-labelledby="callback-title">
        <div className="wrap">
          <div className="contact-card callback-card">
            <h2 id="callback-title" className="visually-hidden">
              {t("title")}
            </h2>
            <CallbackForm limits={loaderData.limits} sent={loaderData.sent} earliest={loaderData.earliest} latest={loaderData.latest} />
          </div>
        </div>
      </section>
    </ToastProvider>
  );
}
