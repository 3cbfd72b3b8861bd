import type { Route } from "./+types/tender-unfollow";
import { NewsletterLinkPage } from "~/components/public/newsletter-link-page";
import { messages } from "~/lib/messages";
import { findFollowToLeave, unfollowTender } from "~/features/tenders/followers.server";
import { tendersCatalog } from "~/features/tenders/tenders-catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { useMessages } from "~/platform/i18n/use-messages";
import { useT } from "~/platform/i18n/use-t";

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

export const meta: Route.MetaFunction = ({ location }) => [
  { title: tendersCatalog.t(languageOfPath(location.pathname), "stopTitle") },
  { name: "robots", content: "noindex" },
];

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(tendersCatalog);
  const { newsletterLinkInvalid } = useMessages();
  const done = actionData?.done ?? null;
  return (
    <NewsletterLinkPage
      title={t("stopTitle")}
      email={loaderData.email}
      lead={t("stopLead", { name: loaderData.tenderName ?? "" })}
      button={t("stopButton")}
      done={done === null ? null : done}
      invalid={newsletterLinkInvalid}
    />
  );
}
