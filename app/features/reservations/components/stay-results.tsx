import { usePriceText } from "~/components/use-site-data";
import { PictureImage } from "~/components/public/picture-image";
import { useRichT } from "~/components/public/rich-message";
import { langOf } from "~/components/public/translated";
import type { Availability, RoomAvailability } from "~/features/reservations/schema";
import { nightsText, partyText, stayDatesText } from "~/features/reservations/stay-text";
import { StayTerms } from "~/features/reservations/components/stay-terms-lines";
import { reservationCatalog } from "~/features/reservations/components/reservation-catalog";
import { RequestForm, type GuestValues } from "~/features/reservations/components/reservation-forms";
import type { Picture } from "~/platform/media/picture";
import type { TextIn } from "~/platform/records/translations";
import { useLocalisePath } from "~/platform/i18n/localised-links";
import { useLanguage, useT } from "~/platform/i18n/use-t";

/** What /booking shows of a room type beside its availability: its name in the page's language, its picture and what its rate includes. */
export interface RoomShown {
  name: TextIn;
  picture: Picture | null;
  /** One item per line, in the page's language (or English, marked). */
  inclusions: TextIn | null;
}

type Errors = Record<string, string[] | undefined>;

/** The picture beside each result: full width on phones, a column from tablets up. */
const RESULT_PICTURE_SIZES = "(min-width: 48rem) 20rem, 100vw";

/** The search for a room type's nearest free nights (an English address; the caller localises it). */
function nearestLink(availability: Availability, room: RoomAvailability): string | null {
  if (!room.nearestFree) return null;
  const query = new URLSearchParams({ ...room.nearestFree, adults: String(availability.adults), children: String(availability.children), roomType: String(room.roomType.id) });
  return `/booking?${query.toString()}`;
}

/** One room for one night, as the stay's nights price it; whether the nights differ (a season begins). */
function nightlyRate(room: RoomAvailability): { rate: number; varies: boolean } {
  const rates = room.nights.map((night) => night.rate);
  const varies = rates.some((rate) => rate !== rates[0]);
  return { rate: Math.round(room.perRoom / Math.max(1, rates.length)), varies };
}

function Inclusions({ inclusions }: { inclusions: TextIn }) {
  const t = useT(reservationCatalog);
  const items = inclusions.text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  if (items.length === 0) return null;
  return (
    <div className="stay-inclusions">
      <p className="stay-inclusions-title">{t("included")}</p>
      <ul lang={langOf(inclusions)}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function StayResult(props: { availability: Availability; room: RoomAvailability; shown: RoomShown | undefined; today: string; guest: GuestValues; errors: Errors; open: boolean; searchQuery: string; first: boolean }) {
  const { availability, room, shown } = props;
  const price = usePriceText();
  const language = useLanguage();
  const t = useT(reservationCatalog);
  const rich = useRichT(reservationCatalog);
  const localise = useLocalisePath();
  const name = shown?.name ?? { text: room.roomType.name };
  const link = nearestLink(availability, room);
  const nightly = nightlyRate(room);
  return (
    <li className="stay-result" data-room-type={room.roomType.name}>
      {shown?.picture ? (
        <PictureImage picture={shown.picture} alt="" sizes={RESULT_PICTURE_SIZES} className="stay-result-media" priority={props.first} />
      ) : (
        <div className="stay-result-media stay-result-media-empty" aria-hidden="true" />
      )}
      <div className="stay-result-body">
        <h3 lang={langOf(name)}>{name.text}</h3>
        <p className="stay-result-facts">{t("facts", { guests: room.roomType.maxGuests, nights: nightsText(availability.nights, language), rooms: room.roomsNeeded })}</p>
        {shown?.inclusions ? <Inclusions inclusions={shown.inclusions} /> : null}
        <StayTerms arrival={availability.arrival} today={props.today} />
      </div>
      <div className="stay-result-offer">
        {!room.available ? (
          <p className="stay-unavailable">
            {`${t("noRoomOfType")} `}
            {link && room.nearestFree
              ? rich("nearestFree", {
                  dates: <a href={localise(link)}>{stayDatesText(room.nearestFree.arrival, room.nearestFree.departure, availability.nights, language)}</a>,
                })
              : t("noneNear")}
          </p>
        ) : room.total === 0 ? (
          <p className="stay-price">{t("priceOnRequest")}</p>
        ) : (
          <>
            <p className="stay-nightly">
              {rich(nightly.varies ? "perNightAverage" : "perNight", { price: <strong>{price(nightly.rate)}</strong> })}
              <span className="stay-nightly-note">{t("perNightNote")}</span>
            </p>
            <p className="stay-price">
              {room.discount ? (
                <>
                  <s>{price(room.subtotal)}</s>{" "}
                </>
              ) : null}
              {rich("forTheStay", { price: <strong>{price(room.total)}</strong> })}
              {room.discount ? <span className="stay-discount"> · {room.discount.name} {room.discount.percent}% (−{price(room.discount.amount)})</span> : null}
            </p>
          </>
        )}
      </div>
      {room.available ? (
        // Closed until chosen (no JavaScript needed), open again when its request came back with errors.
        <details className="stay-request-box" open={props.open}>
          <summary className="btn btn-teal">{room.roomsNeeded === 1 ? t("requestThisRoom") : t("requestTheseRooms", { count: room.roomsNeeded })}</summary>
          <RequestForm room={room} roomName={name.text} availability={availability} guest={props.guest} errors={props.errors} searchQuery={props.searchQuery} />
        </details>
      ) : null}
    </li>
  );
}

/**
 * /booking's answer, first on the page: the stay as asked for, then each room type with its
 * picture, what it costs a night and for the stay, what the rate includes, the times and the
 * cancellation terms, and its request form.
 */
export function StayResults(props: {
  availability: Availability;
  rooms: Readonly<Record<number, RoomShown>>;
  today: string;
  guest: GuestValues;
  errors: Errors;
  requestFor: number | null;
  searchQuery: string;
  /** The search form, folded under the heading so the results stay on the first screen. */
  change: React.ReactNode;
}) {
  const { availability } = props;
  const language = useLanguage();
  const t = useT(reservationCatalog);
  return (
    <section className="stay-results-section" aria-labelledby="stay-results-title">
      <h2 id="stay-results-title" className="stay-results-title">
        {`${stayDatesText(availability.arrival, availability.departure, availability.nights, language)}, ${partyText(availability.adults, availability.children, language)}`}
      </h2>
      {props.change}
      {availability.roomTypes.length === 0 ? (
        <p className="empty">{t("noRoomTypes")}</p>
      ) : (
        <ol className="stay-results">
          {availability.roomTypes.map((room, index) => (
            <StayResult
              key={room.roomType.id}
              availability={availability}
              room={room}
              shown={props.rooms[room.roomType.id]}
              today={props.today}
              guest={props.guest}
              errors={props.requestFor === room.roomType.id ? props.errors : {}}
              open={props.requestFor === room.roomType.id}
              searchQuery={props.searchQuery}
              first={index === 0}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
