// Kept free of zod: the home page's reservation bar imports it, and zod must not reach public pages.

/** Largest party the reservation bar offers, adults and children each; bigger groups are an enquiry for the sales team. */
export const MAX_GUESTS = 12;
export const MAX_CHILDREN = 10;

/**
 * The pages that carry the reservation bar: a search that does not add up goes back to the page
 * it came from (any other value goes to the home page, so the address cannot send a guest off the site).
 */
export const RESERVATION_BAR_PAGES = ["/", "/accomodationService"] as const;
export type ReservationBarPage = (typeof RESERVATION_BAR_PAGES)[number];

export function reservationBarPage(value: unknown): ReservationBarPage {
  return RESERVATION_BAR_PAGES.find((page) => page === value) ?? "/";
}

/**
 * Why a search was sent back, by the field at fault: the hand-off route redirects with the
 * field's name only (`/?booking=departure`), so no visitor-made text is ever echoed on a page.
 * The bar words it in the page's language (reservation-bar.messages.json); anything else reads
 * as the arrival's problem.
 */
export type ReservationBarProblem = "arrival" | "departure" | "horizon";

export function reservationBarProblem(code: string | null): ReservationBarProblem | null {
  if (code === null) return null;
  return code === "departure" || code === "horizon" ? code : "arrival";
}

/**
 * A room type in the bar's list: its English name is the value /booking-search looks up, its
 * label the name in the page's language (`lang` when it falls back to English on /ny).
 */
export interface BarRoomType {
  value: string;
  label: string;
  lang?: string | undefined;
}

/** The bar's list from room types read in the page's language (`title` from `textIn`). */
export function barRoomTypes(rooms: readonly { name: string; title?: { text: string; lang?: string } | null }[]): BarRoomType[] {
  return rooms.map((room) => ({ value: room.name, label: room.title?.text ?? room.name, lang: room.title?.lang }));
}

/** What a page's loader gives its reservation bar: the hotel's today and tomorrow, the room types, and why a search came back. */
export function reservationBarProps(page: ReservationBarPage, roomTypes: BarRoomType[], url: URL, today: string) {
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { page, today, tomorrow, roomTypes, problem: reservationBarProblem(url.searchParams.get("booking")) };
}
