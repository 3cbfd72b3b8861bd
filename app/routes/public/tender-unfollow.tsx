import type { Route } from "./+types/tender-unfollow";
import { EmailLinkPage, emailLinkHeaders, emailLinkMeta } from "~/components/public/email-link-page";
import { findFollowToLeave, unfollowTender } from "~/features/tenders/followers.server";
import { tendersCatalog } from "~/features/tenders/tenders-catalog";
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
  return { done: tendersCatalog.msg("tenderUnfollowed") };
}

export const headers: Route.HeadersFunction = emailLinkHeaders;

export const meta: Route.MetaFunction = emailLinkMeta((language) => tendersCatalog.t(language, "stopTitle"));

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(tendersCatalog);
  return <EmailLinkPage title={t("stopTitle")} email={loaderData.email} lead={t("stopLead", { name: loaderData.tenderName ?? "" })} button={t("stopButton")} done={actionData?.done} />;
}
