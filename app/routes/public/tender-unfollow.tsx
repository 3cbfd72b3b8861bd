import type { Route } from "./+types/tender-unfollow";
import { NewsletterLinkPage } from "~/components/public/newsletter-link-page";
import { messages } from "~/lib/messages";
import { findFollowToLeave, unfollowTender } from "~/features/tenders/followers.server";

/**
 * The unsubscribe link of every tender email. The button posts here; a post with a spent or
 * unknown link is still a plain "done": there is nothing left to remove.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const follow = await findFollowToLeave(context.db, params.token);
  return { email: follow?.email ?? null, tenderName: follow?.tenderName ?? null };
}

export async function action({ params, context }: Route.ActionArgs) {
  await unfollowTender(context.db, params.token);
  return { done: messages.tenderUnfollowed };
}

/** The page names a bidder's address: never kept in a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = () => [{ title: "Stop tender updates" }, { name: "robots", content: "noindex" }];

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage
      title="Stop tender updates"
      email={loaderData.email}
      lead={`Stop emailing news of “${loaderData.tenderName ?? ""}” to`}
      button="Stop the emails"
      done={actionData?.done ?? null}
      invalid={messages.newsletterLinkInvalid}
    />
  );
}
