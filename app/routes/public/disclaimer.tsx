import type { Route } from "./+types/disclaimer";
import { LegalTextPage } from "~/components/public/legal-text-page";
import { getPublicSiteSettings } from "~/platform/settings/get-site-settings.server";
import { siteTextIn } from "~/platform/settings/site-settings";
import { pageMeta } from "~/components/page-meta";
import { languageOfPath } from "~/platform/i18n/language";
import { useT } from "~/platform/i18n/use-t";
import { legalWords } from "./legal-catalog";

/** Disclaimer (SPEC §2 `/Disclaimer`): the administrators' text from the site settings. */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The Chichewa version on a /ny/ page, the English text (marked so) where staff gave none.
  const language = languageOfPath(new URL(request.url).pathname);
  return { text: siteTextIn(await getPublicSiteSettings(context.db), "disclaimerText", language) };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: legalWords.t(language, "disclaimerTitle"),
    description: legalWords.t(language, "disclaimerDescription"),
    path: "/Disclaimer",
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT(legalWords);
  return <LegalTextPage title={t("disclaimerTitle")} text={loaderData.text} />;
}
