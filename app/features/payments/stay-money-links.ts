/**
 * The Money section of a stay's page (`/room-chart/stays/:id`): the intents its plain forms post
 * to the page's action, and where a done action sends staff back to (post/redirect/get).
 */
export const STAY_MONEY_INTENTS = { deskPayment: "desk-payment", refundPaid: "refund-paid", depositChange: "deposit-change" } as const;
export type StayMoneyIntent = (typeof STAY_MONEY_INTENTS)[keyof typeof STAY_MONEY_INTENTS];

export const isStayMoneyIntent = (intent: string | undefined): intent is StayMoneyIntent =>
  intent !== undefined && (Object.values(STAY_MONEY_INTENTS) as string[]).includes(intent);

/** What the Money section's notice can report after a redirect: a desk payment, a refund paid back, a deposit changed. */
export const STAY_MONEY_DONE = ["payment", "refund", "deposit"] as const;
export type StayMoneyDone = (typeof STAY_MONEY_DONE)[number];

export const isStayMoneyDone = (value: string | null): value is StayMoneyDone => value !== null && (STAY_MONEY_DONE as readonly string[]).includes(value);

/** The id of the Money section, which a done action scrolls back to. */
export const STAY_MONEY_SECTION_ID = "stay-money";

/** The stay's page with the chart's two weeks kept, for a link from another screen or a redirect. */
export function stayPageHref(stayId: number, start?: string): string {
  return start ? `/room-chart/stays/${stayId}?${new URLSearchParams({ start })}` : `/room-chart/stays/${stayId}`;
}

/** The stay's page again, at its Money section, saying what was just done to which ledger line. */
export function stayMoneyAfter(stayId: number, start: string, done: StayMoneyDone, lineId?: number): string {
  const query = new URLSearchParams({ start, done });
  if (lineId !== undefined) query.set("line", String(lineId));
  return `/room-chart/stays/${stayId}?${query}#${STAY_MONEY_SECTION_ID}`;
}
