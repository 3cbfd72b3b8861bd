import { useActionData } from "react-router";
import type { Route } from "./+types/callbacks-screen";
import inboxCssUrl from "~/components/admin/inbox.css?url";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { PlainPostNotice } from "~/components/admin/plain-post-notice";
import { AppError } from "~/lib/errors";
import { type ActionResult, readRecordId, runFormAction, textFields } from "~/platform/forms/form-action.server";
import { requireStaff } from "~/platform/auth/guards.server";
import { CALLBACK_LIST_LIMIT, listCallbacks, setCallbackDone } from "~/features/callbacks/callbacks.server";
import { CALLBACK_INTENTS, CallbackList } from "~/features/callbacks/components/callback-list";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: inboxCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Call-back requests · Back-office" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return { requests: await listCallbacks(context.db), limit: CALLBACK_LIST_LIMIT };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const fields = textFields(await request.formData());
  return runFormAction(fields.intent, async () => {
    if (fields.intent !== CALLBACK_INTENTS.done && fields.intent !== CALLBACK_INTENTS.reopen) throw new AppError("validation", "Unknown form action");
    const done = fields.intent === CALLBACK_INTENTS.done;
    const saved = await setCallbackDone(context.db, readRecordId(fields), done, viewer);
    return { message: done ? `${saved.name} marked as called` : `${saved.name} marked as not called yet` };
  });
}

export default function CallbacksScreen({ loaderData }: Route.ComponentProps) {
  const { requests, limit } = loaderData;
  const plainPostResult = useActionData<ActionResult>();
  const listTitleId = "callbacks-list-title";
  const open = requests.filter((request) => request.doneAt === null).length;
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <h1>Call-back requests</h1>
        <p className="admin-page-lead">Guests who asked us to call them, from the Call me back page. Call at the time they chose (Lilongwe time), then mark it called.</p>
      </header>
      <PlainPostNotice result={plainPostResult} />
      <section className="admin-list" aria-labelledby={listTitleId}>
        <h2 id={listTitleId} className="admin-section-title" tabIndex={-1}>
          Requests <span className="count">{requests.length}</span>
        </h2>
        <p className="form-hint">{open === 0 ? "Nobody is waiting for a call." : `${open} still to call, soonest first.`}</p>
        {requests.length >= limit ? <p className="form-hint">Showing {limit} requests.</p> : null}
        <CallbackList requests={requests} listTitleId={listTitleId} />
      </section>
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
