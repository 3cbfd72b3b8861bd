import { formatPrice } from "~/lib/money";
import { defineCatalog } from "~/platform/i18n/catalog";
import type { Language } from "~/platform/i18n/language";
import { chargeIn, depositDue, depositPolicyOf, firstNightOf, formatAmount, type DepositPolicySettings } from "~/features/payments/deposit-amounts";
import source from "./deposit-policy.messages.json";

/** /booking's few words of the deposit policy: written on the server, so no page's script carries them or the arithmetic. */
const depositPolicyCatalog = defineCatalog(source);

/** What the lines need of a room type's offer (features/reservations `RoomAvailability`). */
interface OfferPrice {
  total: number;
  nights: readonly { rate: number }[];
  roomsNeeded: number;
  discount: { percent: number } | null;
}

/**
 * The deposit policy of the settings as the guest reads it before sending a request (DECISIONS
 * §12), for one room type's offer: what is asked, how much for this stay (with dollars beside
 * the kwacha when the guest chose them), within how long, and until when it is refunded. Null
 * without a policy, when the page says the stay is paid at the hotel.
 */
export function depositPolicyLines(settings: DepositPolicySettings & { depositPayWithinHours: number; depositRefundableDays: number }, offer: OfferPrice, language: Language, usdRate: number | null): string[] | null {
  const policy = depositPolicyOf(settings);
  if (policy === "none") return null;
  const firstNight = firstNightOf({ nights: offer.nights, rooms: offer.roomsNeeded, discountPercent: offer.discount?.percent ?? 0 });
  const due = depositDue(settings, { total: offer.total, firstNight });
  // In dollars, what the checkout will charge (whole dollars, rounded up), not an approximation.
  const usd = usdRate === null ? null : chargeIn(due, "USD", usdRate);
  const values = { amount: usd === null ? formatPrice(due) : `${formatPrice(due)} / ${formatAmount(usd, "USD")}`, hours: settings.depositPayWithinHours, percent: settings.depositPercent };
  const key = policy === "firstNight" ? "policyFirstNight" : policy === "percentage" ? "policyPercentage" : "policyWholeStay";
  return [depositPolicyCatalog.t(language, key, values), depositPolicyCatalog.t(language, "policyRefundable", { days: settings.depositRefundableDays })];
}
