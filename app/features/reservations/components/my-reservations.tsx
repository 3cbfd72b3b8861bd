import { Form, useNavigation } from "react-router";
import { useSiteData } from "~/components/use-site-data";
import { stayDatesText, stayPriceText } from "~/features/reservations/stay-text";
import type { Reservation } from "~/features/reservations/schema";

/** The /dashboard form intent that cancels one of the member's own stays. */
export const CANCEL_OWN_RESERVATION_INTENT = "cancel-reservation";

const STATUS_TEXT: Record<Reservation["status"], string> = {
  requested: "Awaiting confirmation",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
};

type MyReservation = Pick<Reservation, "id" | "reference" | "roomName" | "rooms" | "arrival" | "departure" | "nights" | "total" | "status">;

/**
 * A member's reservations on /dashboard (those made while signed in), newest arrival first.
 * A request or a confirmed stay can be cancelled here: the first press opens the question, the
 * second sends a plain form (no JavaScript needed); the server checks the stay is theirs.
 */
export function MyReservations({ reservations, result }: { reservations: MyReservation[]; result: { ok: boolean; message: string } | null }) {
  const navigation = useNavigation();
  const { usdRate } = useSiteData();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === CANCEL_OWN_RESERVATION_INTENT ? navigation.formData.get("id") : null;
  return (
    <section className="my-reservations" aria-labelledby="my-reservations-title">
      <h2 id="my-reservations-title">My reservations</h2>
      {result ? (
        <p className={result.ok ? "form-success" : "form-alert"} role={result.ok ? "status" : "alert"}>
          {result.message}
        </p>
      ) : null}
      {reservations.length === 0 ? (
        <p>
          No reservations yet. <a href="/booking">Book your stay</a>.
        </p>
      ) : (
        <ul className="my-reservation-list" role="list">
          {reservations.map((r) => (
            <li key={r.id} className="my-reservation">
              <p className="my-reservation-stay">
                <strong>{r.reference}</strong>: {r.rooms} × {r.roomName}, {stayDatesText(r.arrival, r.departure, r.nights)}, {stayPriceText(r.total, "price on request", usdRate)}
              </p>
              <p className="my-reservation-status" data-status={r.status}>
                {STATUS_TEXT[r.status]}
              </p>
              {r.status === "requested" || r.status === "confirmed" ? (
                <details className="my-reservation-cancel">
                  <summary>Cancel this reservation</summary>
                  <Form method="post" className="inline-form">
                    <input type="hidden" name="intent" value={CANCEL_OWN_RESERVATION_INTENT} />
                    <input type="hidden" name="id" value={r.id} />
                    <p>The rooms are given back and we email you to confirm the cancellation.</p>
                    <button type="submit" className="btn btn-ghost" aria-disabled={sending === String(r.id) || undefined}>
                      {sending === String(r.id) ? "Cancelling…" : `Yes, cancel ${r.reference}`}
                    </button>
                  </Form>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
