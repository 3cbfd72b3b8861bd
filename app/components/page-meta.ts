import type { MetaDescriptor } from "react-router";

type LdJson = Extract<MetaDescriptor, { "script:ld+json": unknown }>["script:ld+json"];
import { DEFAULT_SITE_SETTINGS } from "~/platform/settings/site-settings";
import { type Language, LANGUAGE_TAG } from "~/platform/i18n/language";
import { localisePath } from "~/platform/i18n/localise-path";

/** What the root loader gives every page's `meta` (its `matches[0].loaderData`). */
interface RootData {
  settings?: { hotelName?: string };
  siteUrl?: string | null;
  /** The page's language, from its address (`/ny/…` is Chichewa). */
  language?: Language;
}

interface PageMetaInput {
  /** The page's own title; the hotel's name is appended unless `titleNamesHotel` says it is there already. */
  title: string;
  titleNamesHotel?: boolean;
  /** One or two sentences for search results and link previews (≤ 160 characters reads best). */
  description: string;
  /** The page's path as SPEC spells it, e.g. `/RestrauntService`; the canonical URL is built from it. */
  path: string;
  /** An absolute or root-relative image URL for link previews (a record's picture `src`). */
  image?: string | null;
  /** Structured data (schema.org) for this page; rendered as JSON-LD. */
  jsonLd?: LdJson;
}

/**
 * Title, description, canonical URL, Open Graph and JSON-LD for a public page, from one call:
 * `export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, {...})`.
 * The canonical and og:url need the site's trusted origin (root loader's `siteUrl`); when the
 * request's Host could not be believed there is none, and those tags are left out rather
 * than pointing at an address a visitor made up.
 */
export function pageMeta(matches: readonly unknown[], page: PageMetaInput): MetaDescriptor[] {
  const root = (matches[0] as { loaderData?: RootData } | undefined)?.loaderData;
  const hotelName = root?.settings?.hotelName ?? DEFAULT_SITE_SETTINGS.hotelName;
  const siteUrl = root?.siteUrl ?? null;
  const title = page.titleNamesHotel ? page.title : `${page.title} | ${hotelName}`;
  // A Chichewa page is its own canonical page, not a copy of the English one (DECISIONS §10).
  const url = siteUrl ? siteUrl + encodeURI(localisePath(page.path, root?.language ?? "en")) : null;
  const image = page.image && siteUrl && page.image.startsWith("/") ? siteUrl + page.image : page.image;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: hotelName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
  ];
  if (url) tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:card", content: "summary_large_image" });
  const language = root?.language ?? "en";
  // Which language the page's words are in, for link previews (Open Graph has no code for Chichewa alone: ny_MW).
  tags.push({ property: "og:locale", content: OG_LOCALE[language] });
  if (page.jsonLd) tags.push({ "script:ld+json": withPageLanguage(page.jsonLd, language, url) });
  return tags;
}

const OG_LOCALE: Record<Language, string> = { en: "en_GB", ny: "ny_MW" };

/**
 * The structured data with the language its words are in: a page (ContactPage) says it with
 * `inLanguage`; a hotel, venue or job posting, which schema.org gives no language of its
 * own, through the page that describes it (`mainEntityOfPage`), so a crawler reads the
 * Chichewa description as Chichewa and the English twin as English.
 */
function withPageLanguage(jsonLd: LdJson, language: Language, url: string | null): LdJson {
  if (typeof jsonLd !== "object" || jsonLd === null || Array.isArray(jsonLd)) return jsonLd;
  const type = (jsonLd as { "@type"?: unknown })["@type"];
  // The language as the page's `<html lang>` says it (BCP 47).
  if (typeof type === "string" && type.endsWith("Page")) return { ...jsonLd, inLanguage: LANGUAGE_TAG[language] };
  return { ...jsonLd, mainEntityOfPage: { "@type": "WebPage", ...(url ? { "@id": url, url } : {}), inLanguage: LANGUAGE_TAG[language] } };
}
