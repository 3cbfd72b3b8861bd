import type { Route } from "./+types/tender-follow-confirm";
import { NewsletterLinkPage } from "~/components/public/newsletter-link-page";
import { messages } from "~/lib/messages";
import { confirmFollow, findFollowToConfirm } from "~/features/tenders/followers.server";

/** The confirmation email's link (double opt-in): the bidder confirms with a button, so a mail scanner confirms nothing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const follow = await findFollowToConfirm(context.db, params.token);
  return { email: follow?.email ?? null, tenderName: follow?.tenderName ?? null };
}

export async function action({ params, context }: Route.ActionArgs) {
  const confirmed = await confirmFollow(context.db, params.token);
  return { done: confirmed ? messages.tenderFollowConfirmed : null };
}

/** The page names a bidder's address: never kept in a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = () => [{ title: "Confirm tender updates" }, { name: "robots", content: "noindex" }];

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage
      title="Confirm tender updates"
      email={loaderData.email}
      lead={`Email every addendum and closing date change of “${loaderData.tenderName ?? ""}” to`}
      button="Confirm"
      done={actionData?.done ?? null}
      invalid={messages.newsletterLinkInvalid}
    />
  );
}
