import { useSiteData } from "~/components/use-site-data";
import { formatPrice } from "~/lib/money";
import { defineCatalog } from "~/platform/i18n/catalog";
import { useT } from "~/platform/i18n/use-t";
import { depositDue, depositPolicyOf, type StayPrice } from "~/features/payments/deposit-amounts";
import source from "./deposit-policy.messages.json";

/** /booking's few words of the deposit policy, alone: the page's script carries nothing else of payments. */
export const depositPolicyCatalog = defineCatalog(source);

/**
 * The deposit policy of the settings as the guest reads it before sending a request (DECISIONS
 * §12): what is asked, how much for this stay (with dollars beside the kwacha when the guest
 * chose them), within how long, and until when it is refunded. Nothing without a policy.
 */
export function DepositPolicyLines({ stay }: { stay: StayPrice }) {
  const { settings, usdRate } = useSiteData();
  const t = useT(depositPolicyCatalog);
  const policy = depositPolicyOf(settings);
  if (policy === "none") return null;
  const values = { amount: formatPrice(depositDue(settings, stay), usdRate), hours: settings.depositPayWithinHours, percent: settings.depositPercent };
  return (
    <>
      <p className="stay-no-payment">{t(policy === "firstNight" ? "policyFirstNight" : policy === "percentage" ? "policyPercentage" : "policyWholeStay", values)}</p>
      <p className="stay-terms">{t("policyRefundable", { days: settings.depositRefundableDays })}</p>
    </>
  );
}
