import { z } from "zod";
import { hotelDate } from "~/lib/dates";
import { calendarDate } from "~/platform/forms/schema-fields";
import { roomChartStaffWords as words } from "~/features/hotel-rooms/room-chart-staff-words";
import { addDays } from "~/features/reservations/stay-rules";

/** `?start=`: the chart's first night. */
export const RoomChartStartSchema = z.object({ start: calendarDate({ required: words.msg("startInvalid"), invalid: words.msg("startInvalid") }) });

/** The first night the chart shows: the one asked for, or yesterday (last night's guests are today's departures). */
export function chartStartOf(value: string | null | undefined, today: string = hotelDate()): string {
  const parsed = RoomChartStartSchema.safeParse({ start: value ?? "" });
  return parsed.success ? parsed.data.start : addDays(today, -1);
}

/** What the chart's notice can report after a stay's page redirected back to it. */
export const CHART_DONE_MOVES = ["move", "checkIn", "checkOut", "noShow"] as const;
export type ChartDone = (typeof CHART_DONE_MOVES)[number];

/** The chart at the same two weeks, saying what was just done to which stay (post/redirect/get). */
export function chartAfter(start: string, done: ChartDone, stayId: number, roomId?: number): string {
  const query = new URLSearchParams({ start, done, stay: String(stayId) });
  if (roomId !== undefined) query.set("room", String(roomId));
  return `/room-chart?${query}`;
}
