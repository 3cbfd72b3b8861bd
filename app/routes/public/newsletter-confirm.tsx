import type { Route } from "./+types/newsletter-confirm";
import { NewsletterLinkPage } from "~/components/public/newsletter-link-page";
import { messages } from "~/lib/messages";
import { confirmNewsletterSubscription, findUnconfirmedSubscription } from "~/features/newsletter/subscribe.server";
import { newsletterPagesCatalog } from "~/features/newsletter/newsletter-pages-catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { useMessages } from "~/platform/i18n/use-messages";
import { useT } from "~/platform/i18n/use-t";

/** The confirmation email's link (double opt-in, DECISIONS §6): the reader confirms with a button. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { email: (await findUnconfirmedSubscription(context.db, params.token))?.email ?? null };
}

export async function action({ params, context }: Route.ActionArgs) {
  const confirmed = await confirmNewsletterSubscription(context.db, params.token);
  return { done: confirmed ? messages.newsletterConfirmed : null };
}

/** The page names a reader's address: never kept in a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ location }) => [
  { title: newsletterPagesCatalog.t(languageOfPath(location.pathname), "confirmMetaTitle") },
  { name: "robots", content: "noindex" },
];

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(newsletterPagesCatalog);
  const { newsletterLinkInvalid } = useMessages();
  const done = actionData?.done ?? null;
  return (
    <NewsletterLinkPage
      title={t("confirmTitle")}
      email={loaderData.email}
      lead={t("confirmLead")}
      button={t("confirmButton")}
      done={done === null ? null : done}
      invalid={newsletterLinkInvalid}
    />
  );
}
