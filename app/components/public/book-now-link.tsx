import { useSiteData } from "~/components/use-site-data";
import { Link } from "~/platform/i18n/localised-links";
import { useT } from "~/platform/i18n/use-t";
import { publicParts } from "./public-parts-catalog";

/**
 * Book Now: the hotel's booking engine when an administrator has set its address (Settings),
 * otherwise the page of the site that takes the booking (`fallback`).
 */
export function BookNowLink({ fallback, className = "btn btn-gold", label }: { fallback: string; className?: string; label?: string }) {
  const { settings } = useSiteData();
  const t = useT(publicParts);
  label ??= t("bookNow");
  if (settings.bookingUrl) {
    return (
      <a href={settings.bookingUrl} className={className} rel="noopener" data-booking="engine">
        {label}
      </a>
    );
  }
  return (
    <Link to={fallback} className={className}>
      {label}
    </Link>
  );
}
