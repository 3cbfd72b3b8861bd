import { MAX_PERSON_NAME } from "~/lib/person-name";
import type { ReactNode } from "react";
import { addDays } from "~/features/reservations/stay-rules";
import { usePriceText, useSiteData } from "~/components/use-site-data";
import type { Availability, RoomAvailability } from "~/features/reservations/schema";
import { nightsText, partyText, stayCatalog, stayDatesText, stayPriceText } from "~/features/reservations/stay-text";
import { reservationCatalog } from "~/features/reservations/components/reservation-catalog";
import { reservationBarCatalog } from "~/features/reservations/components/reservation-bar-catalog";
import { useLocalisePath } from "~/platform/i18n/localised-links";
import { useRichT } from "~/components/public/rich-message";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { reservationsWords } from "~/features/reservations/reservations-words";

/*
 * /booking without JavaScript (DECISIONS §9): a GET form searches, the results are server
 * HTML, and each free room type carries a POST form that sends the request.
 */

type Errors = Record<string, string[] | undefined>;

function FieldBox({ id, label, errors, children, hint }: { id: string; label: string; errors?: string[] | undefined; children: ReactNode; hint?: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <small id={`${id}-hint`}>{hint}</small> : null}
      {errors?.length ? (
        <ul className="form-errors" id={`${id}-errors`}>
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const errorProps = (id: string, errors?: string[]) => (errors?.length ? { "aria-invalid": true as const, "aria-describedby": `${id}-errors` } : {});

export interface SearchValues {
  arrival: string;
  departure: string;
  adults: string;
  children: string;
  roomType: string;
}

export function StaySearchForm({ values, errors, today, roomTypes }: { values: SearchValues; errors: Errors; today: string; roomTypes: { id: number; name: string }[] }) {
  const t = useT(reservationCatalog);
  const field = useT(reservationBarCatalog);
  const localise = useLocalisePath();
  // The booking horizon of the settings (decision 052): the date picker stops there; the server says why beyond it.
  const latest = addDays(today, useSiteData().settings.bookingHorizonDays);
  return (
    <form method="get" action={localise("/booking")} className="stay-search" aria-labelledby="stay-search-title">
      <h2 id="stay-search-title">{t("findRoom")}</h2>
      <div className="stay-search-fields">
        <FieldBox id="stay-arrival" label={field("arrival")} errors={errors.arrival}>
          <input id="stay-arrival" name="arrival" type="date" required min={today} max={latest} defaultValue={values.arrival} {...errorProps("stay-arrival", errors.arrival)} />
        </FieldBox>
        <FieldBox id="stay-departure" label={field("departure")} errors={errors.departure}>
          <input id="stay-departure" name="departure" type="date" required min={today} defaultValue={values.departure} {...errorProps("stay-departure", errors.departure)} />
        </FieldBox>
        <FieldBox id="stay-adults" label={field("adults")} errors={errors.adults}>
          <input id="stay-adults" name="adults" type="number" inputMode="numeric" min={1} max={20} required defaultValue={values.adults} {...errorProps("stay-adults", errors.adults)} />
        </FieldBox>
        <FieldBox id="stay-children" label={field("children")} errors={errors.children}>
          <input id="stay-children" name="children" type="number" inputMode="numeric" min={0} max={20} defaultValue={values.children} {...errorProps("stay-children", errors.children)} />
        </FieldBox>
        <FieldBox id="stay-room" label={field("roomType")} errors={errors.roomType}>
          <select id="stay-room" name="roomType" defaultValue={values.roomType}>
            <option value="">{field("anyRoomType")}</option>
            {roomTypes.map((room) => (
              <option key={room.id} value={room.id}>
                {room.name}
              </option>
            ))}
          </select>
        </FieldBox>
      </div>
      <button type="submit" className="btn btn-gold">
        {field("checkAvailability")}
      </button>
    </form>
  );
}

export interface GuestValues {
  name: string;
  email: string;
  phone: string;
  specialRequests: string;
}

function RequestForm({ room, availability, guest, errors, searchQuery }: { room: RoomAvailability; availability: Availability; guest: GuestValues; errors: Errors; searchQuery: string }) {
  const id = (name: string) => `request-${room.roomType.id}-${name}`;
  const t = useT(reservationCatalog);
  const language = useLanguage();
  
  const localise = useLocalisePath();
  return (
    <form method="post" action={localise(`/booking?${searchQuery}`)} className="stay-request" aria-label={t("requestFormLabel", { room: room.roomType.name })}>
      {(["arrival", "departure"] as const).map((name) => (
        <input key={name} type="hidden" name={name} value={availability[name]} />
      ))}
      <input type="hidden" name="adults" value={availability.adults} />
      <input type="hidden" name="children" value={availability.children} />
      <input type="hidden" name="roomType" value={room.roomType.id} />
      <input type="hidden" name="rooms" value={room.roomsNeeded} />
      <FieldBox id={id("name")} label={t("fullName")} errors={errors.name}>
        <input id={id("name")} name="name" type="text" autoComplete="name" required maxLength={MAX_PERSON_NAME} defaultValue={guest.name} {...errorProps(id("name"), errors.name)} />
      </FieldBox>
      <FieldBox id={id("email")} label={t("email")} errors={errors.email}>
        <input id={id("email")} name="email" type="email" autoComplete="email" required defaultValue={guest.email} {...errorProps(id("email"), errors.email)} />
      </FieldBox>
      <FieldBox id={id("phone")} label={t("phoneLabel")} errors={errors.phone}>
        <input id={id("phone")} name="phone" type="tel" autoComplete="tel" required maxLength={30} defaultValue={guest.phone} {...errorProps(id("phone"), errors.phone)} />
      </FieldBox>
      <FieldBox id={id("requests")} label={t("specialRequests")} errors={errors.specialRequests}>
        <textarea id={id("requests")} name="specialRequests" rows={3} maxLength={2000} defaultValue={guest.specialRequests} />
      </FieldBox>
      <p className="stay-no-payment">{reservationsWords.t(language, "reservationNoPayment")}</p>
      <button type="submit" className="btn btn-teal">
        {t("sendRequest")}
      </button>
    </form>
  );
}

/** The search for a room type's nearest free nights (an English address; the caller localises it). */
function nearestLink(availability: Availability, room: RoomAvailability): string | null {
  if (!room.nearestFree) return null;
  const query = new URLSearchParams({ ...room.nearestFree, adults: String(availability.adults), children: String(availability.children), roomType: String(room.roomType.id) });
  return `/booking?${query.toString()}`;
}

export function StayResults(props: { availability: Availability; guest: GuestValues; errors: Errors; requestFor: number | null; searchQuery: string }) {
  const { availability, guest, errors, requestFor } = props;
  const price = usePriceText();
  const language = useLanguage();
  const t = useT(reservationCatalog);
  const rich = useRichT(reservationCatalog);
  const localise = useLocalisePath();
  const heading = (
    <h2 id="stay-results-title" className="stay-results-title">
      {`${stayDatesText(availability.arrival, availability.departure, availability.nights, language)}, ${partyText(availability.adults, availability.children, language)}`}
    </h2>
  );
  if (availability.roomTypes.length === 0) {
    return (
      <section aria-labelledby="stay-results-title">
        {heading}
        <p className="empty">{t("noRoomTypes")}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="stay-results-title">
      {heading}
      <ol className="stay-results">
        {availability.roomTypes.map((room) => {
          const link = nearestLink(availability, room);
          return (
            <li key={room.roomType.id} className="stay-result">
              <h3>{room.roomType.name}</h3>
              <p className="stay-result-facts">
                {t("facts", { guests: room.roomType.maxGuests, nights: nightsText(availability.nights, language), rooms: room.roomsNeeded })}
              </p>
              {room.available ? (
                <>
                  {room.total === 0 ? (
                    <p className="stay-price">{t("priceOnRequest")}</p>
                  ) : (
                    <p className="stay-price">
                      {room.discount ? (
                        <>
                          <s>{price(room.subtotal)}</s>{" "}
                        </>
                      ) : null}
                      {rich("forTheStay", { price: <strong>{price(room.total)}</strong> })}
                      {room.discount ? <span className="stay-discount"> · {room.discount.name} {room.discount.percent}% (−{price(room.discount.amount)})</span> : null}
                    </p>
                  )}
                  {/* Closed until chosen (no JavaScript needed), open again when its request came back with errors. */}
                  <details className="stay-request-box" open={requestFor === room.roomType.id}>
                    <summary className="btn btn-teal">{room.roomsNeeded === 1 ? t("requestThisRoom") : t("requestTheseRooms", { count: room.roomsNeeded })}</summary>
                    <RequestForm room={room} availability={availability} guest={guest} errors={requestFor === room.roomType.id ? errors : {}} searchQuery={props.searchQuery} />
                  </details>
                </>
              ) : (
                <p className="stay-unavailable">
                  {`${t("noRoomOfType")} `}
                  {link && room.nearestFree
                    ? rich("nearestFree", {
                        dates: <a href={localise(link)}>{stayDatesText(room.nearestFree.arrival, room.nearestFree.departure, availability.nights, language)}</a>,
                      })
                    : t("noneNear")}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The answer to a request sent: its reference, what was asked for, and what happens next. */
export function StayRequested(props: {
  message: string;
  reference: string;
  stay: { roomName: string; rooms: number; arrival: string; departure: string; nights: number; adults: number; children: number; total: number; email: string };
}) {
  const { stay } = props;
  const { usdRate } = useSiteData();
  const language = useLanguage();
  const t = useT(reservationCatalog);
  const rich = useRichT(reservationCatalog);
  return (
    <div className="form-success stay-requested" role="status">
      <p>{props.message}</p>
      <p className="stay-reference">{rich("yourReference", { reference: <strong>{props.reference}</strong> })}</p>
      <dl className="stay-summary">
        <div>
          <dt>{t("summaryRoom")}</dt>
          <dd>
            {stay.rooms} × {stay.roomName}
          </dd>
        </div>
        <div>
          <dt>{t("summaryNights")}</dt>
          <dd>{stayDatesText(stay.arrival, stay.departure, stay.nights, language)}</dd>
        </div>
        <div>
          <dt>{t("summaryGuests")}</dt>
          <dd>{partyText(stay.adults, stay.children, language)}</dd>
        </div>
        <div>
          <dt>{t("summaryPrice")}</dt>
          <dd>{t("paidAtHotel", { price: stayPriceText(stay.total, stayCatalog.t(language, "onRequest"), usdRate) })}</dd>
        </div>
      </dl>
      <p>{t("emailedDetails", { email: stay.email })}</p>
    </div>
  );
}
