import { useSiteData } from "~/components/use-site-data";
import { reservationCatalog } from "~/features/reservations/components/reservation-catalog";
import { dayText } from "~/features/reservations/stay-text";
import { freeCancellationUntil, hourText } from "~/features/reservations/stay-terms";
import { useLanguage, useT } from "~/platform/i18n/use-t";

/** The times and the cancellation terms of the settings, as every result and the stay's page state them (no terms for a stay that can no longer be cancelled). */
export function StayTerms({ arrival, today, cancellable = true }: { arrival: string; today: string; cancellable?: boolean }) {
  const { settings } = useSiteData();
  const language = useLanguage();
  const t = useT(reservationCatalog);
  const until = freeCancellationUntil(arrival, settings.freeCancellationDays, today);
  return (
    <>
      <p className="stay-terms">{t("stayTimes", { checkIn: hourText(settings.checkInHour), checkOut: hourText(settings.checkOutHour) })}</p>
      {cancellable ? <p className="stay-terms">{until ? t("freeCancellation", { date: dayText(until, false, language) }) : t("freeCancellationPassed")}</p> : null}
    </>
  );
}

