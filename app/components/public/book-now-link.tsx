import { Link } from "react-router";
import { useSiteData } from "~/components/use-site-data";

/**
 * Book Now: the hotel's booking engine when an administrator has set its address (Settings),
 * otherwise the page of the site that takes the booking (`fallback`).
 */
export function BookNowLink({ fallback, className = "btn btn-gold", label = "Book Now" }: { fallback: string; className?: string; label?: string }) {
  const { settings } = useSiteData();
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
