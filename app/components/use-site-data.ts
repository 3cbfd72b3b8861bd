import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "~/platform/settings/site-settings";
import type { Role } from "~/platform/auth/roles";

export interface SiteData {
  viewer: { name: string; role: Role } | null;
  settings: SiteSettings;
}

/**
 * The root loader's data for the header, footer and pages. Falls back to the defaults so
 * error pages still render when the root loader itself failed.
 */
export function useSiteData(): SiteData {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  return data ?? { viewer: null, settings: DEFAULT_SITE_SETTINGS };
}
