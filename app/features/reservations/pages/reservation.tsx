import { data } from "react-router";
import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/reservation";
import { visitorCurrency } from "~/platform/currency/visitor-currency.server";
import { isAppError } from "~/lib/errors";
import { textFields } from "~/platform/forms/form-action.server";
import { fieldErrorsOf } from "~/lib/field-errors";
import { hotelDate } from "~/lib/dates";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { PageHero } from "~/components/public/page-hero";
import { useSiteData } from "~/components/use-site-data";
import { telHref } from "~/components/site-nav";
import { pageMeta } from "~/components/page-meta";
import { getViewer } from "~/platform/auth/get-viewer.server";
import { isStaff } from "~/platform/auth/roles";
import { reservableRoomTypes, searchAvailability } from "~/features/reservations/availability.server";
import { type GuestValues, type SearchValues, StayRequested, StaySearchForm } from "~/features/reservations/components/reservation-forms";
import { StayResults } from "~/features/reservations/components/stay-results";
import { roomsShown } from "~/features/reservations/rooms-shown.server";
import { getReservationByCancelToken, requestReservation } from "~/features/reservations/reservations.server";
import { localisedRedirect } from "~/platform/i18n/localised-redirect.server";
import { languageOfRequest } from "~/platform/i18n/language";
import { StaySearchSchema } from "~/features/reservations/schema";
import { addDays } from "~/features/reservations/stay-rules";
import reservationFormsCssUrl from "~/features/reservations/components/reservation-forms.css?url";
import { reservationCatalog } from "~/features/reservations/components/reservation-catalog";
import { languageOfPath, type Language } from "~/platform/i18n/language";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { depositPolicyLines } from "~/features/payments/deposit-policy-lines.server";
import { useRichT } from "~/components/public/rich-message";
import { useT } from "~/platform/i18n/use-t";

/**
 * The query parameters this page reads (app/lib/page-handle.ts): the stay searched for
 * (SEARCH_FIELDS), and `requested`, the cancel token of a stay just asked for, which the request
 * form's post redirects to so a refresh shows the request again instead of sending it twice.
 */
export const handle: PageHandle = { query: ["arrival", "departure", "adults", "children", "roomType", "requested"] };

/**
 * Book Now (SPEC §2 `/booking`, DECISIONS §9): search, results and the request form, all plain
 * forms answered by the server, so a phone without JavaScript books the same way. No payment
 * is taken; a request holds nothing until reservations confirm it by email.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: reservationFormsCssUrl }];

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: reservationCatalog.t(language, "metaTitle"),
    description: reservationCatalog.t(language, "metaDescription"),
    path: "/booking",
  });
};

/** Live availability and, for a member, their own name: never kept in a shared cache. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

const SEARCH_FIELDS = ["arrival", "departure", "adults", "children", "roomType"] as const;

const emptyGuest: GuestValues = { name: "", email: "", phone: "", specialRequests: "" };

function searchValues(query: Record<string, string>): SearchValues {
  const today = hotelDate();
  return { arrival: query.arrival ?? today, departure: query.departure ?? addDays(today, 1), adults: query.adults ?? "2", children: query.children ?? "0", roomType: query.roomType ?? "" };
}

async function searchOf(context: Route.LoaderArgs["context"], request: Request, language: Language, query: Record<string, string>, viewer: Awaited<ReturnType<typeof getViewer>>) {
  const values = searchValues(query);
  if (!query.arrival) return { values, errors: {}, availability: null };
  const parsed = StaySearchSchema.safeParse(Object.fromEntries(SEARCH_FIELDS.map((name) => [name, query[name] ?? ""])));
  // Its messages are written in the page's language where the loader's answer leaves the server.
  if (!parsed.success) return { values, errors: fieldErrorsOf(parsed.error), availability: null };
  try {
    const [availability, settings] = await Promise.all([searchAvailability(context.db, parsed.data, viewer), getSiteSettings(context.db)]);
    // The deposit policy's words and sums are written here, so the page's script carries neither (DECISIONS §12).
    const usdRate = visitorCurrency(request) === "USD" ? settings.exchangeRateMwkPerUsd : null;
    const roomTypes = availability.roomTypes.map((room) => ({ ...room, depositLines: depositPolicyLines(settings, room, language, usdRate) }));
    return { values, errors: {}, availability: { ...availability, roomTypes } };
  } catch (error) {
    // A stay beyond the booking horizon: the same field message as the form's other checks.
    if (!isAppError(error) || !error.errors) throw error;
    return { values, errors: error.errors, availability: null };
  }
}

/** The stay a request post redirected to (`?requested=<cancel token>`), as the guest sees it; null for an unknown, spent or no token. */
async function requestedStay(context: Route.LoaderArgs["context"], token: string | undefined) {
  const stay = token ? await getReservationByCancelToken(context.db, token) : null;
  if (!stay) return null;
  const { reference, roomTypeId, roomName, rooms, arrival, departure, nights, adults, children, total, email } = stay;
  return { reference, roomTypeId, stay: { roomName, rooms, arrival, departure, nights, adults, children, total, email } };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request, context);
  const url = new URL(request.url);
  const query = Object.fromEntries(url.searchParams);
  const language = languageOfPath(url.pathname);
  const [reservable, rooms] = await Promise.all([reservableRoomTypes(context.db), roomsShown(context.db, language)]);
  const roomTypes = reservable.map((room) => ({ id: room.id, name: rooms[room.id]?.name ?? { text: room.name } }));
  const requested = await requestedStay(context, query.requested);
  if (requested) return { today: hotelDate(), roomTypes, rooms, values: searchValues({}), errors: {}, availability: null, guest: emptyGuest, requested };
  return {
    today: hotelDate(),
    roomTypes,
    rooms,
    ...(await searchOf(context, request, language, query, viewer)),
    // A signed-in member does not type their name and address again.
    guest: { ...emptyGuest, name: viewer?.name ?? "", email: viewer?.email ?? "" } satisfies GuestValues,
    requested: null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const viewer = await getViewer(request, context);
  try {
    const result = await requestReservation(context, Object.fromEntries(form), {
      address: isStaff(viewer) ? null : context.clientAddress,
      viewer,
      origin: trustedOrigin(request, context.env),
      currency: visitorCurrency(request),
      language: languageOfRequest(request),
    });
    // Post, then redirect (DECISIONS §9): the page that shows the request is a GET of the stay's
    // own signed address, so a refresh or Back re-reads it and never asks for the room again.
    return localisedRedirect(request, `/booking?${new URLSearchParams({ requested: result.cancelToken }).toString()}`, 303);
  } catch (error) {
    if (!isAppError(error)) throw error;
    const values = textFields(form);
    return data(
      { message: error.message, errors: error.errors ?? {}, values, roomType: Number(values.roomType) || null },
      { status: error.status, headers: error.headers },
    );
  }
}

/**
 * The search the request form posts back to: the page that answers the request then shows the
 * same search (and, when the request is refused, the same results with the fields' messages).
 */
function searchQuery(values: SearchValues): string {
  return new URLSearchParams(Object.entries(values).filter(([, value]) => value !== "")).toString();
}

export default function ReservationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const failed = actionData ?? null;
  const { requested, availability, rooms } = loaderData;
  const guest: GuestValues = failed
    ? { name: failed.values.name ?? "", email: failed.values.email ?? "", phone: failed.values.phone ?? "", specialRequests: failed.values.specialRequests ?? "" }
    : loaderData.guest;
  const t = useT(reservationCatalog);
  const rich = useRichT(reservationCatalog);
  const searchForm = <StaySearchForm values={loaderData.values} errors={loaderData.errors} today={loaderData.today} roomTypes={loaderData.roomTypes} />;
  // With an answer to show (results, or the request just sent), it comes first: the page's title
  // is a line above it rather than a hero, and the search folds under the results' heading.
  const answering = availability !== null || requested !== null;
  return (
    <>
      {answering ? (
        <header className="wrap booking-head">
          <p className="eyebrow">{t("eyebrow")}</p>
          <h1 id="page-title">{t("title")}</h1>
        </header>
      ) : (
        <PageHero eyebrow={t("eyebrow")} title={t("title")} lead={t("lead", { percent: settings.vipBestRateDiscountPercent })} />
      )}
      <section className="section booking-section" aria-labelledby={availability ? "stay-results-title" : "stay-search-title"}>
        <div className="wrap booking-page">
          {requested ? (
            <StayRequested
              message={t("received", { reference: requested.reference })}
              reference={requested.reference}
              stay={{ ...requested.stay, roomName: (requested.roomTypeId !== null ? rooms[requested.roomTypeId]?.name.text : undefined) ?? requested.stay.roomName }}
              picture={(requested.roomTypeId !== null ? rooms[requested.roomTypeId]?.picture : null) ?? null}
              today={loaderData.today}
            />
          ) : null}
          {failed ? (
            <p className="form-alert" role="alert">
              {failed.message}
            </p>
          ) : null}
          {availability ? (
            <StayResults
              availability={availability}
              rooms={rooms}
              today={loaderData.today}
              guest={guest}
              errors={failed?.errors ?? {}}
              requestFor={failed?.roomType ?? null}
              searchQuery={searchQuery(loaderData.values)}
              change={
                <details className="stay-change">
                  <summary>{t("changeSearch")}</summary>
                  {searchForm}
                </details>
              }
            />
          ) : (
            <>
              {searchForm}
              {requested ? null : <p className="booking-how">{t("how")}</p>}
            </>
          )}
          {settings.bookingUrl ? (
            <p className="booking-engine">
              {rich("engine", {
                link: (
                  <a href={settings.bookingUrl} rel="noopener" target="_blank">
                    {t("engineLink")}
                  </a>
                ),
              })}
            </p>
          ) : null}
          <p className="booking-phone">
            {rich("phone", {
              phone: <a href={telHref(settings.phone24h)}>{settings.phone24h}</a>,
              email: <a href={`mailto:${settings.email}`}>{settings.email}</a>,
            })}
          </p>
        </div>
      </section>
    </>
  );
}
