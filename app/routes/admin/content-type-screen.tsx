import { data } from "react-router";
import type { Route } from "./+types/content-type-screen";
import { revalidateUnlessOnlyQueryChanged } from "~/lib/revalidation";
import recordScreenCssUrl from "~/components/admin/record-screen.css?url";
import richTextFieldCssUrl from "~/components/forms/rich-text-field.css?url";
import conferenceRoomFieldsCssUrl from "~/features/conference-rooms/components/conference-room-fields.css?url";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { RecordChoicesContext } from "~/components/forms/record-fields";
import { RecordScreen, type RecordScreenConfig, type RecordScreenView, type ScreenRecord } from "~/components/admin/record-screen";
import { requireAdmin, requireStaff } from "~/platform/auth/guards.server";
import type { AnyContentType } from "~/platform/records/content-type";
import { recordFormLimitsOf } from "~/platform/records/translation-input.server";
import { handleRecordIntents } from "~/platform/records/record-actions.server";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { contentTypeAtScreen, contentTypeByKey } from "~/content-types";
import { fieldWords } from "~/platform/forms/field-words";

/*
 * The back-office screen of every content type without a screen of its own (SPEC §2's Add-X
 * and View tabs): app/routes.ts mounts this module at each declaration's `screen.path`, and the
 * request's path says which type it is.
 */

function typeOf(request: Request): AnyContentType {
  const type = contentTypeAtScreen(new URL(request.url).pathname);
  if (!type) throw data(fieldWords.msg("notFound"), { status: 404 });
  return type;
}

const requireWriter = (type: AnyContentType, request: Request, context: Route.LoaderArgs["context"]) =>
  type.access?.write === "admin" ? requireAdmin(request, context) : requireStaff(request, context);

/**
 * The record screen's cards, file field and upload progress; the vacancies' editor and the
 * conference rooms' layout grid are small enough to come with every record screen.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: recordScreenCssUrl },
  { rel: "stylesheet", href: richTextFieldCssUrl },
  { rel: "stylesheet", href: conferenceRoomFieldsCssUrl },
];

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.title ?? "Back-office"} · Back-office` }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const type = typeOf(request);
  const viewer = await requireWriter(type, request, context);
  return {
    key: type.key,
    title: type.screen?.title ?? type.plural,
    // With their Chichewa versions, for the form's fields beside the English ones.
    records: (await recordStoreOf(type).list(context.db, viewer, "ny")) as ScreenRecord[],
    limits: recordFormLimitsOf(type),
    // An edit may need more than an add (an advert's title, SPEC §5).
    editLimits: type.updateInput ? recordFormLimitsOf(type, type.updateInput) : undefined,
    choices: type.screen?.choices ? await type.screen.choices(context.db) : {},
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const type = typeOf(request);
  await requireWriter(type, request, context);
  return handleRecordIntents(request, context, [recordStoreOf(type)]);
}

export const shouldRevalidate = revalidateUnlessOnlyQueryChanged;

/** The shared screen's whole configuration: the declaration's view, with its intents and upload rule. */
function screenConfigOf(type: AnyContentType): RecordScreenConfig<ScreenRecord> {
  const view = type.screen?.view as RecordScreenView<ScreenRecord>;
  return { ...view, kind: { key: type.key, noun: type.noun }, picture: type.picture, file: type.file, fileField: type.fileField, translatable: type.translatable };
}

export default function ContentTypeScreen({ loaderData }: Route.ComponentProps) {
  const type = contentTypeByKey(loaderData.key);
  if (!type) throw new Error(`No content type "${loaderData.key}"`);
  return (
    <RecordChoicesContext.Provider value={loaderData.choices}>
      <RecordScreen config={screenConfigOf(type)} records={loaderData.records} limits={loaderData.limits} editLimits={loaderData.editLimits} />
    </RecordChoicesContext.Provider>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
