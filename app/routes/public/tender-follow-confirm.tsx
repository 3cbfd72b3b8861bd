import type { Route } from "./+types/tender-follow-confirm";
import { NewsletterLinkPage } from "~/components/public/newsletter-link-page";
import { messages } from "~/lib/messages";
import { confirmFollow, findFollowToConfirm } from "~/features/tenders/followers.server";
import { tendersCatalog } from "~/features/tenders/tenders-catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { useMessages } from "~/platform/i18n/use-messages";
import { useT } from "~/platform/i18n/use-t";

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

export const meta: Route.MetaFunction = ({ location }) => [
  { title: tendersCatalog.t(languageOfPath(location.pathname), "confirmTitle") },
  { name: "robots", content: "noindex" },
];

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(tendersCatalog);
  const { newsletterLinkInvalid } = useMessages();
  const done = actionData?.done ?? null;
  return (
    <NewsletterLinkPage
      title={t("confirmTitle")}
      email={loaderData.email}
      lead={t("confirmLead", { name: loaderData.tenderName ?? "" })}
      button={t("confirmButton")}
      done={done === null ? null : done}
      invalid={newsletterLinkInvalid}
    />
  );
}
