/**
 * Whether a stay was sold by an agency (a channel calendar's import) rather than by the hotel
 * itself: the room chart draws such stays in their own colour with the agency's name. The one
 * place that says what an agency stay is (docs/decisions/063-room-chart.md); for now every
 * channel but the site's own, `direct`.
 */
export function isAgencyStay(stay: { channel: string }): boolean {
  return stay.channel !== "direct";
}
