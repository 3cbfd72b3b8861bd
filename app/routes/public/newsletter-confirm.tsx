import type { Route } from "./+types/newsletter-confirm";
import { EmailLinkPage, emailLinkHeaders, emailLinkMeta } from "~/components/public/email-link-page";
import { confirmNewsletterSubscription, findUnconfirmedSubscription } from "~/features/newsletter/subscribe.server";
import { newsletterPagesCatalog } from "~/features/newsletter/newsletter-pages-catalog";
import { useT } from "~/platform/i18n/use-t";
import { newsletterWords } from "~/features/newsletter/newsletter-words";

/** The confirmation email's link (double opt-in, DECISIONS §6): the reader confirms with a button. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { email: (await findUnconfirmedSubscription(context.db, params.token))?.email ?? null };
}

export async function action({ params, context }: Route.ActionArgs) {
  const confirmed = await confirmNewsletterSubscription(context.db, params.token);
  return { done: confirmed ? newsletterWords.msg("newsletterConfirmed") : null };
}

export const headers: Route.HeadersFunction = emailLinkHeaders;

export const meta: Route.MetaFunction = emailLinkMeta((language) => newsletterPagesCatalog.t(language, "confirmMetaTitle"));

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(newsletterPagesCatalog);
  return <EmailLinkPage title={t("confirmTitle")} email={loaderData.email} lead={t("confirmLead")} button={t("confirmButton")} done={actionData?.done} />;
}
