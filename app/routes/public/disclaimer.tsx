import type { Route } from "./+types/disclaimer";
import { LegalTextPage } from "~/components/public/legal-text-page";
import { getPublicSiteSettings } from "~/platform/settings/get-site-settings.server";
import { pageMeta } from "~/components/page-meta";

/** Disclaimer (SPEC §2 `/Disclaimer`): the administrators' text from the site settings. */
export async function loader({ context }: Route.LoaderArgs) {
  return { text: (await getPublicSiteSettings(context.db)).disclaimerText };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Disclaimer",
    description: "The disclaimer of the hotel's website: what the information on it covers and what it does not.",
    path: "/Disclaimer",
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalTextPage title="Disclaimer" text={loaderData.text} />;
}
