import type { Route } from "./+types/terms-conditions";
import { LegalTextPage } from "~/components/public/legal-text-page";
import { getPublicSiteSettings } from "~/platform/settings/get-site-settings.server";
import { pageMeta } from "~/components/page-meta";

/** Terms & Conditions (SPEC §2 `/TermsConditions`): the administrators' text from the site settings. */
export async function loader({ context }: Route.LoaderArgs) {
  return { text: (await getPublicSiteSettings(context.db)).termsText };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Terms & Conditions",
    description: "The terms and conditions of the hotel's website, bookings and the Presidential VIP Club.",
    path: "/TermsConditions",
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalTextPage title="Terms & Conditions" text={loaderData.text} />;
}
