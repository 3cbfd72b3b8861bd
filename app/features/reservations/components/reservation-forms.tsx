import { MAX_PERSON_NAME } from "~/lib/person-name";
import type { ReactNode } from "react";
import { addDays } from "~/features/reservations/stay-rules";
import { useSiteData } from "~/components/use-site-data";
import type { Availability, RoomAvailability } from "~/features/reservations/schema";
import { partyText, stayCatalog, stayDatesText, stayPriceText } from "~/features/reservations/stay-text";
import { reservationCatalog } from "~/features/reservations/components/reservation-catalog";
import { StayFields } from "~/features/reservations/components/stay-fields";
import { StayTerms } from "~/features/reservations/components/stay-terms-lines";
import { PictureImage } from "~/components/public/picture-image";
import type { Picture } from "~/platform/media/picture";
import { langOf } from "~/components/public/translated";
import type { TextIn } from "~/platform/records/translations";
import { useLocalisePath } from "~/platform/i18n/localised-links";
import { useRichT } from "~/components/public/rich-message";
import { useLanguage, useT } from "~/platform/i18n/use-t";

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

/**
 * /booking's search: the home bar's own controls (StayFields), posting straight to /booking
 * with the room type's id. The room types are named in the page's language.
 */
export function StaySearchForm({ values, errors, today, roomTypes }: { values: SearchValues; errors: Errors; today: string; roomTypes: readonly { id: number; name: TextIn }[] }) {
  const t = useT(reservationCatalog);
  const localise = useLocalisePath();
  // The booking horizon of the settings (decision 052): the date picker stops there; the server says why beyond it.
  const latest = addDays(today, useSiteData().settings.bookingHorizonDays);
  return (
    <form method="get" action={localise("/booking")} className="booking-bar stay-search" aria-labelledby="stay-search-title">
      <h2 id="stay-search-title" className="booking-title">
        {t("findRoom")}
      </h2>
      <StayFields
        idPrefix="stay"
        values={{ arrival: values.arrival, departure: values.departure, adults: values.adults, children: values.children, room: values.roomType }}
        today={today}
        latest={latest}
        roomField="roomType"
        roomTypes={roomTypes.map((room) => ({ value: String(room.id), label: room.name.text, lang: langOf(room.name) }))}
        errors={errors}
      />
    </form>
  );
}

export interface GuestValues {
  name: string;
  email: string;
  phone: string;
  specialRequests: string;
}

/** A room type's request form; `roomName` names it as the page does. */
/** A room type's offer as /booking's loader gives it: with the deposit policy's lines, written on the server (null without a policy). */
export type OfferedRoom = RoomAvailability & { depositLines?: readonly string[] | null };

export function RequestForm({ room, roomName, availability, guest, errors, searchQuery }: { room: OfferedRoom; roomName: string; availability: Availability; guest: GuestValues; errors: Errors; searchQuery: string }) {
  const id = (name: string) => `request-${room.roomType.id}-${name}`;
  const t = useT(reservationCatalog);
  const localise = useLocalisePath();
  return (
    <form method="post" action={localise(`/booking?${searchQuery}`)} className="stay-request" aria-label={t("requestFormLabel", { room: roomName })}>
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
      {room.depositLines ? (
        <>
          <p className="stay-no-payment">{room.depositLines[0]}</p>
          <p className="stay-terms">{room.depositLines[1]}</p>
        </>
      ) : (
        <p className="stay-no-payment">{t("noPayment")}</p>
      )}
      <button type="submit" className="btn btn-teal">
        {t("sendRequest")}
      </button>
    </form>
  );
}

/**
 * What was booked, as the answer to a request and the stay's own page both list it: the room
 * (`room`, as the caller names it), the nights, the party and the price, paid at the hotel.
 */
export function StaySummary(props: {
  stay: { arrival: string; departure: string; nights: number; adults: number; children: number; total: number };
  room: ReactNode;
  /** The price's words when the rate is not given yet. */
  onRequest: string;
  /** A deposit is asked for online (DECISIONS §12): the price is not all paid at the hotel. */
  depositAsked?: boolean;
}) {
  const { stay } = props;
  const { usdRate } = useSiteData();
  const language = useLanguage();
  const t = useT(reservationCatalog);
  return (
    <dl className="stay-summary">
      <div>
        <dt>{t("summaryRoom")}</dt>
        <dd>{props.room}</dd>
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
        <dd>{props.depositAsked ? stayPriceText(stay.total, props.onRequest, usdRate) : t("paidAtHotel", { price: stayPriceText(stay.total, props.onRequest, usdRate) })}</dd>
      </div>
    </dl>
  );
}

/** The answer to a request sent: its reference, what was asked for, and what happens next. */
export function StayRequested(props: {
  message: string;
  reference: string;
  stay: { roomName: string; rooms: number; arrival: string; departure: string; nights: number; adults: number; children: number; total: number; email: string };
  /** The room type's picture, when it has one. */
  picture: Picture | null;
  today: string;
}) {
  const { stay } = props;
  const language = useLanguage();
  const t = useT(reservationCatalog);
  const rich = useRichT(reservationCatalog);
  return (
    <div className="form-success stay-requested" role="status">
      {props.picture ? <PictureImage picture={props.picture} alt="" sizes="(min-width: 48rem) 16rem, 100vw" className="stay-requested-media" priority /> : null}
      <p>{props.message}</p>
      <p className="stay-reference">{rich("yourReference", { reference: <strong>{props.reference}</strong> })}</p>
      <StaySummary stay={stay} room={`${stay.rooms} × ${stay.roomName}`} onRequest={stayCatalog.t(language, "onRequest")} />
      <StayTerms arrival={stay.arrival} today={props.today} />
      <p>{t("emailedDetails", { email: stay.email })}</p>
    </div>
  );
}
