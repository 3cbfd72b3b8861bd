import type { Route } from "./+types/tenders";
import { revalidateUnlessOnlyQueryChanged } from "~/lib/revalidation";
import recordScreenCssUrl from "~/components/admin/record-screen.css?url";
import adminAddendaCssUrl from "~/features/tenders/components/admin-addenda.css?url";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { RecordScreen, type RecordScreenConfig } from "~/components/admin/record-screen";
import { requireStaff } from "~/platform/auth/guards.server";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { recordFormLimitsOf } from "~/platform/records/translation-input.server";
import { handleRecordIntents } from "~/platform/records/record-actions.server";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { addendaByTender } from "~/features/tenders/addenda.server";
import { ADDENDUM_TYPE } from "~/features/tenders/addendum.type";
import { TENDER_TYPE } from "~/features/tenders/tender.type";
import { AddendumInputSchema, type PublicTender } from "~/features/tenders/schema";
import { TENDER_SCREEN } from "~/features/tenders/components/tender-fields";
import { TenderScreenContext } from "~/features/tenders/components/admin-addenda";
import { isClosed } from "~/features/tenders/closing";

/*
 * Tender Management (SPEC §2, /TenderUp): the shared record screen of the tender declaration,
 * with each tender's addenda on its card. Its action takes the tenders' intents and the
 * addenda's (`create-addendum`, `delete-addendum`).
 */

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: recordScreenCssUrl },
  { rel: "stylesheet", href: adminAddendaCssUrl },
];

export const meta: Route.MetaFunction = () => [{ title: `${TENDER_TYPE.screen?.title ?? "Tenders"} · Back-office` }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context);
  // With their Chichewa names, for the form's field beside the English one.
  const [all, byTender] = await Promise.all([recordStoreOf(TENDER_TYPE).list(context.db, viewer, "ny"), addendaByTender(context.db, viewer)]);
  const now = Date.now();
  return {
    now,
    // Open tenders first, soonest closing first, as the public list; then the closed ones, latest first.
    records: [...all.filter((tender) => !isClosed(tender.closesAt, now)), ...all.filter((tender) => isClosed(tender.closesAt, now)).reverse()],
    addenda: [...byTender.entries()],
    limits: recordFormLimitsOf(TENDER_TYPE),
    addendumLimits: formLimitsOf(AddendumInputSchema),
  };
}

export const action = ({ request, context }: Route.ActionArgs) => handleRecordIntents(request, context, [recordStoreOf(TENDER_TYPE), recordStoreOf(ADDENDUM_TYPE)]);

export const shouldRevalidate = revalidateUnlessOnlyQueryChanged;

const SCREEN: RecordScreenConfig<PublicTender> = {
  ...TENDER_SCREEN,
  kind: { key: TENDER_TYPE.key, noun: TENDER_TYPE.noun },
  picture: TENDER_TYPE.picture,
  file: TENDER_TYPE.file,
  translatable: TENDER_TYPE.translatable,
};

export default function TendersScreen({ loaderData }: Route.ComponentProps) {
  const byTender = new Map(loaderData.addenda);
  return (
    <TenderScreenContext.Provider value={{ byTender, limits: loaderData.addendumLimits, now: loaderData.now }}>
      <RecordScreen config={SCREEN} records={loaderData.records} limits={loaderData.limits} />
    </TenderScreenContext.Provider>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
