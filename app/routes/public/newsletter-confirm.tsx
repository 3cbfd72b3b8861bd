import type { Route } from "./+types/newsletter-confirm";
import { NewsletterLinkPage } from "~/components/public/newsletter-link-page";
import { messages } from "~/lib/messages";
import { confirmNewsletterSubscription, findUnconfirmedSubscription } from "~/features/newsletter/subscribe.server";

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

export const meta: Route.MetaFunction = () => [{ title: "Confirm your newsletter subscription" }, { name: "robots", content: "noindex" }];

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage
      title="Confirm your subscription"
      email={loaderData.email}
      lead="Send our newsletter to"
      button="Confirm subscription"
      done={actionData?.done ?? null}
      invalid={messages.newsletterLinkInvalid}
    />
  );
}
