import type { SiteSettings } from "~/platform/settings/site-settings";
import { formatKwacha } from "~/lib/money";
import type { Language } from "~/platform/i18n/language";
import { localisePath } from "~/platform/i18n/localise-path";

/**
 * The hotel as search engines read it (schema.org JSON-LD), built by the home and Events pages'
 * loaders from the settings and records staff keep, so a changed phone number or a new room
 * type reaches the listing with the page. Built on the server only: the pages' `meta` passes
 * the loader's object on, and React Router writes it escaped (`<` as \u003c), so no text a
 * member of staff types can close the script element.
 */

type LdValue = string | number | boolean | null | LdObject | LdValue[];
export interface LdObject {
  [key: string]: LdValue;
}

/** The building's point on the map (Presidential Way, City Centre, Lilongwe); it does not move with the settings. */
export const HOTEL_GEO = { latitude: -13.9597, longitude: 33.7806 } as const;

/** A stored address is one free-text line; the town and country are the hotel's own. */
function postalAddress(settings: Pick<SiteSettings, "address">): LdObject {
  return { "@type": "PostalAddress", streetAddress: settings.address, addressLocality: "Lilongwe", addressCountry: "MW" };
}

function geo(): LdObject {
  return { "@type": "GeoCoordinates", latitude: HOTEL_GEO.latitude, longitude: HOTEL_GEO.longitude };
}

/** A media path made absolute; none without a trusted origin (a crawler cannot use a relative one). */
function absolute(siteUrl: string | null, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return siteUrl && path.startsWith("/") ? siteUrl + path : null;
}

/** "MWK 150,000 – MWK 1,200,000" from the nightly rates staff gave (0 means none given). */
export function nightlyPriceRange(fees: readonly number[]): string | null {
  const rates = fees.filter((fee) => fee > 0);
  if (rates.length === 0) return null;
  const low = Math.min(...rates);
  const high = Math.max(...rates);
  return low === high ? formatKwacha(low) : `${formatKwacha(low)} – ${formatKwacha(high)}`;
}

interface HotelListingInput {
  settings: SiteSettings;
  siteUrl: string | null;
  /** Every room type staff keep; null when they could not be read (the room figures are then left out). */
  rooms: readonly { fee: number; inventory: number }[] | null;
  /** The home page's hero picture (`src` from the media pipeline). */
  image: string | null;
  /** The hotel in a sentence, in the page's language. */
  description: string;
}

/** The home page's `Hotel`. */
export function hotelListing({ settings, siteUrl, rooms, image, description }: HotelListingInput): LdObject {
  const listing: LdObject = {
    "@context": "https://schema.org",
    "@type": "Hotel",
    name: settings.hotelName,
    description,
    address: postalAddress(settings),
    geo: geo(),
    telephone: settings.phone24h,
    email: settings.email,
    starRating: { "@type": "Rating", ratingValue: 5 },
  };
  const known = rooms ?? [];
  const roomCount = known.reduce((sum, room) => sum + Math.max(0, room.inventory), 0);
  if (roomCount > 0) listing.numberOfRooms = roomCount;
  const priceRange = nightlyPriceRange(known.map((room) => room.fee));
  if (priceRange) listing.priceRange = priceRange;
  const picture = absolute(siteUrl, image);
  if (picture) listing.image = picture;
  if (siteUrl) listing.url = `${siteUrl}/`;
  return listing;
}

interface VenueSpace {
  name: string;
  /** The most guests any of its layouts seats; null when staff gave no figures. */
  most: number | null;
}

interface EventVenueInput {
  settings: SiteSettings;
  /** "Capital Hotel convention centre", in the page's language (the hotel's own name as it is). */
  name: string;
  /** The page's language: the venue's address is its page in that language. */
  language: Language;
  siteUrl: string | null;
  spaces: readonly VenueSpace[];
  /** Used when no space has a figure (records unreadable or not yet filled in). */
  fallbackCapacity: number;
  description: string;
  amenities: readonly string[];
  image: string | null;
}

/** The Events page's convention centre: its rooms, their capacities and what comes with them. */
export function eventVenueListing({ settings, name, language, siteUrl, spaces, fallbackCapacity, description, amenities, image }: EventVenueInput): LdObject {
  const figures = spaces.flatMap((space) => (space.most === null ? [] : [space.most]));
  const venue: LdObject = {
    "@context": "https://schema.org",
    "@type": "EventVenue",
    name,
    description,
    address: postalAddress(settings),
    geo: geo(),
    telephone: settings.phone24h,
    email: settings.email,
    maximumAttendeeCapacity: figures.length ? Math.max(...figures) : fallbackCapacity,
    containedInPlace: { "@type": "Hotel", name: settings.hotelName, ...(siteUrl ? { url: `${siteUrl}/` } : {}) },
    containsPlace: spaces.map((space) => ({
      "@type": "MeetingRoom",
      name: space.name,
      ...(space.most === null ? {} : { maximumAttendeeCapacity: space.most }),
    })),
    amenityFeature: amenities.map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true })),
  };
  const picture = absolute(siteUrl, image);
  if (picture) venue.image = picture;
  if (siteUrl) venue.url = siteUrl + localisePath("/ConferenceService", language);
  return venue;
}
