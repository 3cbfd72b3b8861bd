import { useRouteLoaderData } from "react-router";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "~/platform/settings/site-settings";
import type { Role } from "~/platform/auth/roles";
import { formatPrice } from "~/lib/money";

export interface SiteData {
  viewer: { name: string; role: Role } | null;
  settings: SiteSettings;
  /** Kwacha per dollar when this visitor sees prices with dollars too; null: MWK only. */
  usdRate: number | null;
  /** Light pages: small pictures, no web font, video, frames or scripts (docs/decisions/044-light-mode.md). */
  light: boolean;
}

/**
 * The root loader's data for the header, footer and pages (root.tsx's loader answers it,
 * `satisfies SiteData`, so this module need not import the root). Falls back to the defaults
 * so error pages still render when the root loader itself failed.
 */
export function useSiteData(): SiteData {
  const data = useRouteLoaderData("root") as SiteData | undefined;
  return data ?? { viewer: null, settings: DEFAULT_SITE_SETTINGS, usdRate: null, light: false };
}

/** How this visitor reads a price: "MWK 85,000", or "MWK 85,000 (≈ USD 49)" when they chose dollars. */
export function usePriceText(): (amountMwk: number) => string {
  const { usdRate } = useSiteData();
  return (amountMwk) => formatPrice(amountMwk, usdRate);
}
