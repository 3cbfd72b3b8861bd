import { randomUUID } from "node:crypto";
import { data, useActionData } from "react-router";
import type { Route } from "./+types/event-plan";
import eventPlanWizardCssUrl from "~/features/event-requests/components/event-plan-wizard.css?url";
import { isAppError } from "~/lib/errors";
import { textFields } from "~/platform/forms/form-action.server";
import { hotelDate } from "~/lib/dates";
import { pageMeta } from "~/components/page-meta";
import { PageHero } from "~/components/public/page-hero";
import { useSiteData } from "~/components/use-site-data";
import { getViewer } from "~/platform/auth/get-viewer.server";
import { FILE_RULES } from "~/platform/files/file-rules";
import { isStaff } from "~/platform/auth/roles";
import { EventPlanWizard } from "~/features/event-requests/components/event-plan-wizard";
import type { EventPlanResult } from "~/features/event-requests/components/event-plan-types";
import { receiveEventRequest } from "~/features/event-requests/event-requests.server";
import { eventPlanCatalog } from "~/features/event-requests/components/event-plan-catalog";
import { languageOfPath, languageOfRequest } from "~/platform/i18n/language";
import { localisePath } from "~/platform/i18n/localise-path";
import { useT } from "~/platform/i18n/use-t";
import { eventRequestsWords } from "~/features/event-requests/event-requests-words";

/**
 * `/EventPlan`: the event quotation wizard (SPEC §2, §5, §8). Each visit gets its own
 * idempotency key in the form, so the page is never shared from a cache.
 */
/** The wizard's sheet brings the shared wizard and upload progress with it (one file). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: eventPlanWizardCssUrl }];

export function loader() {
  // The attachment's `accept` comes from here, so the file rules load with the page only on the server.
  return { idempotencyKey: randomUUID(), today: hotelDate(), attachmentAccept: FILE_RULES["event-attachment"].accept };
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const viewer = await getViewer(request, context);
  try {
    // The ticked services come as one field, one per line; the attachment as its file.
    const fields = { ...textFields(form, { lists: ["serviceType"] }), eventFile: form.get("eventFile") ?? undefined };
    const result = await receiveEventRequest(context, fields, { address: isStaff(viewer) ? null : context.clientAddress, language: languageOfRequest(request) });
    return data<EventPlanResult>({ ok: true, ...result }, { status: 201 });
  } catch (error) {
    if (!isAppError(error)) throw error;
    // The typed fields go back to a page without JavaScript, so nothing has to be typed twice.
    const values = textFields(form, { lists: ["serviceType"] });
    delete values.idempotencyKey;
    return data<EventPlanResult>(
      { ok: false, message: error.code === "validation" ? eventRequestsWords.msg("eventRequestFailed") : error.message, ...(error.errors ? { errors: error.errors } : {}), values },
      { status: error.status, headers: error.headers },
    );
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: eventPlanCatalog.t(language, "metaTitle"),
    description: eventPlanCatalog.t(language, "metaDescription"),
    path: localisePath("/EventPlan", language),
  });
};

export default function EventPlanPage({ loaderData }: Route.ComponentProps) {
  const pageResult = useActionData<typeof action>();
  const { settings } = useSiteData();
  const t = useT(eventPlanCatalog);
  return (
    <>
      <PageHero eyebrow={t("heroEyebrow")} title={t("heroTitle")} lead={t("heroLead")} />
      <section className="section" aria-label={t("sectionLabel")}>
        <div className="wrap wizard-wrap">
          <EventPlanWizard
            idempotencyKey={loaderData.idempotencyKey}
            today={loaderData.today}
            attachmentAccept={loaderData.attachmentAccept}
            whatsappNumber={settings.whatsappNumber}
            hotelName={settings.hotelName}
            pageResult={pageResult}
          />
        </div>
      </section>
    </>
  );
}
