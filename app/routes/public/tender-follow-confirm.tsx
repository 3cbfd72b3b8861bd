import type { Route } from "./+types/tender-follow-confirm";
import { EmailLinkPage, emailLinkHeaders, emailLinkMeta } from "~/components/public/email-link-page";
import { confirmFollow, findFollowToConfirm } from "~/features/tenders/followers.server";
import { tendersCatalog } from "~/features/tenders/tenders-catalog";
import { useT } from "~/platform/i18n/use-t";

/** The confirmation email's link (double opt-in): the bidder confirms with a button, so a mail scanner confirms nothing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const follow = await findFollowToConfirm(context.db, params.token);
  return { email: follow?.email ?? null, tenderName: follow?.tenderName ?? null };
}

export async function action({ params, context }: Route.ActionArgs) {
  const confirmed = await confirmFollow(context.db, params.token);
  return { done: confirmed ? tendersCatalog.msg("tenderFollowConfirmed") : null };
}

export const headers: Route.HeadersFunction = emailLinkHeaders;

export const meta: Route.MetaFunction = emailLinkMeta((language) => tendersCatalog.t(language, "confirmTitle"));

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(tendersCatalog);
  return <EmailLinkPage title={t("confirmTitle")} email={loaderData.email} lead={t("confirmLead", { name: loaderData.tenderName ?? "" })} button={t("confirmButton")} done={actionData?.done} />;
}
