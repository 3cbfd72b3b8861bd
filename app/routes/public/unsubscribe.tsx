import type { Route } from "./+types/unsubscribe";
import { EmailLinkPage, emailLinkHeaders, emailLinkMeta } from "~/components/public/email-link-page";
import { findSubscriptionToLeave, unsubscribeFromNewsletter } from "~/features/newsletter/subscribe.server";
import { newsletterPagesCatalog } from "~/features/newsletter/newsletter-pages-catalog";
import { useT } from "~/platform/i18n/use-t";
import { newsletterWords } from "~/features/newsletter/newsletter-words";

/**
 * Every newsletter email's unsubscribe link (DECISIONS §6). The button posts here; so does a
 * mail client's one-click unsubscribe (RFC 8058 `List-Unsubscribe=One-Click`), which is why
 * a post with an unknown token is still a plain "done": there is nothing left to remove.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { email: (await findSubscriptionToLeave(context.db, params.token))?.email ?? null };
}

export async function action({ params, context }: Route.ActionArgs) {
  await unsubscribeFromNewsletter(context.db, params.token);
  return { done: newsletterWords.msg("newsletterUnsubscribed") };
}

export const headers: Route.HeadersFunction = emailLinkHeaders;

export const meta: Route.MetaFunction = emailLinkMeta((language) => newsletterPagesCatalog.t(language, "leaveMetaTitle"));

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(newsletterPagesCatalog);
  return <EmailLinkPage title={t("leaveTitle")} email={loaderData.email} lead={t("leaveLead")} button={t("leaveButton")} done={actionData?.done} />;
}
