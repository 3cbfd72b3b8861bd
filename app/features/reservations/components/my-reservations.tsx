import { formatKwacha } from "~/lib/money";
import type { Reservation } from "~/features/reservations/schema";

const STATUS_TEXT: Record<Reservation["status"], string> = {
  requested: "Awaiting confirmation",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
};

/** A member's reservations on /dashboard (those made while signed in), newest arrival first. */
export function MyReservations({ reservations }: { reservations: Pick<Reservation, "id" | "reference" | "roomName" | "rooms" | "arrival" | "departure" | "nights" | "total" | "status">[] }) {
  return (
    <section className="my-reservations" aria-labelledby="my-reservations-title">
      <h2 id="my-reservations-title">My reservations</h2>
      {reservations.length === 0 ? (
        <p>
          No reservations yet. <a href="/booking">Book your stay</a>.
        </p>
      ) : (
        <ul>
          {reservations.map((r) => (
            <li key={r.id}>
              <strong>{r.reference}</strong>: {r.rooms} × {r.roomName}, {r.arrival} to {r.departure} ({r.nights} {r.nights === 1 ? "night" : "nights"}), {formatKwacha(r.total)} · {STATUS_TEXT[r.status]}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
