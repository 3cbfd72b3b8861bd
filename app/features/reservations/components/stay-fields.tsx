import { MAX_CHILDREN, MAX_GUESTS } from "~/features/reservations/reservation-bar-options";
import { reservationBarCatalog } from "~/features/reservations/components/reservation-bar-catalog";
import { useT } from "~/platform/i18n/use-t";

const counts = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** What the fields show: the stay asked for, or the bar's defaults. */
export interface StayFieldValues {
  arrival: string;
  departure: string;
  adults: string;
  children: string;
  /** The room choice's value: a room type's name (the bar) or id (/booking); "" for any. */
  room: string;
}

type Errors = Partial<Record<"arrival" | "departure" | "adults" | "children" | "roomType", string[] | undefined>>;

/**
 * The stay's controls, one set for the home page's bar and /booking's search: the same dates,
 * the same party lists and the same room list, laid out by `.booking-fields`. `idPrefix` keeps
 * each form's ids its own; a field's messages (from /booking's server check) sit under it.
 */
export function StayFields(props: {
  idPrefix: "book" | "stay";
  values: StayFieldValues;
  today: string;
  /** The last arrival the booking horizon allows. */
  latest: string;
  /** `room` on the bar (a name, handed on by /booking-search), `roomType` on /booking (an id). */
  roomField: "room" | "roomType";
  roomTypes: readonly { value: string; label: string; lang?: string | undefined }[];
  errors?: Errors;
}) {
  const t = useT(reservationBarCatalog);
  const { idPrefix, values, errors = {} } = props;
  const id = (name: string) => `${idPrefix}-${name}`;
  const described = (name: string, list: string[] | undefined) => (list?.length ? { "aria-invalid": true as const, "aria-describedby": `${id(name)}-errors` } : {});
  const messages = (name: string, list: string[] | undefined) =>
    list?.length ? (
      <ul className="form-errors" id={`${id(name)}-errors`}>
        {list.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    ) : null;
  return (
    <div className="booking-fields">
      <div className="booking-field">
        <label htmlFor={id("arrival")}>{t("arrival")}</label>
        <input id={id("arrival")} type="date" name="arrival" required min={props.today} max={props.latest} defaultValue={values.arrival} {...described("arrival", errors.arrival)} />
        {messages("arrival", errors.arrival)}
      </div>
      <div className="booking-field">
        <label htmlFor={id("departure")}>{t("departure")}</label>
        <input id={id("departure")} type="date" name="departure" required min={props.today} defaultValue={values.departure} {...described("departure", errors.departure)} />
        {messages("departure", errors.departure)}
      </div>
      <div className="booking-field booking-field-small">
        <label htmlFor={id("adults")}>{t("adults")}</label>
        <select id={id("adults")} name="adults" defaultValue={values.adults} {...described("adults", errors.adults)}>
          {counts(1, MAX_GUESTS).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        {messages("adults", errors.adults)}
      </div>
      <div className="booking-field booking-field-small">
        <label htmlFor={id("children")}>{t("children")}</label>
        <select id={id("children")} name="children" defaultValue={values.children} {...described("children", errors.children)}>
          {counts(0, MAX_CHILDREN).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        {messages("children", errors.children)}
      </div>
      <div className="booking-field booking-field-room">
        <label htmlFor={id("room")}>{t("roomType")}</label>
        <select id={id("room")} name={props.roomField} defaultValue={values.room} {...described("room", errors.roomType)}>
          <option value="">{t("anyRoomType")}</option>
          {props.roomTypes.map((room) => (
            <option key={room.value} value={room.value} lang={room.lang}>
              {room.label}
            </option>
          ))}
        </select>
        {messages("room", errors.roomType)}
      </div>
      <button type="submit" className="btn btn-gold booking-submit">
        {t("checkAvailability")}
      </button>
    </div>
  );
}
