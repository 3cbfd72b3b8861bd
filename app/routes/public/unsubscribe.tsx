import type { Route } from "./+types/unsubscribe";
import { NewsletterLinkPage } from "~/components/public/newsletter-link-page";
import { messages } from "~/lib/messages";
import { findSubscriptionToLeave, unsubscribeFromNewsletter } from "~/features/newsletter/subscribe.server";
import { newsletterPagesCatalog } from "~/features/newsletter/newsletter-pages-catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { useMessages } from "~/platform/i18n/use-messages";
import { useT } from "~/platform/i18n/use-t";

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
  return { done: messages.newsletterUnsubscribed };
}

/** The page names a reader's address: never kept in a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ location }) => [
  { title: newsletterPagesCatalog.t(languageOfPath(location.pathname), "leaveMetaTitle") },
  { name: "robots", content: "noindex" },
];

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(newsletterPagesCatalog);
  const { newsletterLinkInvalid } = useMessages();
  const done = actionData?.done ?? null;
  return (
    <NewsletterLinkPage
      title={t("leaveTitle")}
      email={loaderData.email}
      lead={t("leaveLead")}
      button={t("leaveButton")}
      done={done === null ? null : done}
      invalid={newsletterLinkInvalid}
    />
  );
}
