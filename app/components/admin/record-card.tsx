import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { Link, useFetcher } from "react-router";
import type { ActionResult } from "~/platform/forms/form-action.server";
import type { Picture } from "~/platform/media/picture";
import { AdminCardPicture } from "~/components/admin/card-picture";
import { PencilIcon } from "~/components/forms/action-icons";
import { DeleteButton } from "~/components/forms/delete-button";
import { SubmitButton } from "~/components/forms/submit-button";
import { UploadProgress } from "~/components/forms/upload-progress";
import type { ActionFetcher, useFetcherForm } from "~/components/forms/use-fetcher-form";

/**
 * One record in a back-office list: picture, title and details, a pencil that opens the
 * edit form in place (a link: which card is being edited lives in the URL) and a trash
 * button that asks before deleting. Every content type's card is this shell plus its own
 * details and edit fields.
 */
export function AdminRecordCard({
  title,
  picture,
  editing,
  editHref,
  remove,
  renderEditForm,
  children,
  media,
}: {
  title: string;
  picture: Picture | null;
  /** Shown in the picture's place by records that own a file instead (a video player, a PDF badge). */
  media?: ReactNode;
  editing: boolean;
  editHref: string;
  remove: { intent: string; id: number; what: string; onDeleted: () => void; failedTitle?: string | undefined };
  /** The edit form, given the id its heading must carry. */
  renderEditForm: (titleId: string) => ReactNode;
  /** Details under the title. */
  children?: ReactNode;
}) {
  const titleId = useId();
  const deleteFetcher = useFetcher<ActionResult>();
  const deleting = deleteFetcher.state !== "idle";
  const pencilRef = useRef<HTMLAnchorElement>(null);
  const wasEditing = useRef(editing);

  // Leaving the edit form (saved or cancelled) puts focus back on this card's pencil.
  useEffect(() => {
    if (wasEditing.current && !editing) {
      const active = document.activeElement;
      if (!active || active === document.body) pencilRef.current?.focus();
    }
    wasEditing.current = editing;
  }, [editing]);

  return (
    <article
      className="admin-card"
      aria-labelledby={titleId}
      aria-busy={deleting || undefined}
      data-editing={editing ? "" : undefined}
      data-pending={deleting ? "" : undefined}
    >
      {media ?? <AdminCardPicture picture={picture} alt={title} />}
      {editing ? (
        renderEditForm(titleId)
      ) : (
        <>
          <div className="admin-card-body">
            <h3 className="admin-card-title" id={titleId}>
              {title}
            </h3>
            {children}
          </div>
          <div className="admin-card-actions">
            <Link
              ref={pencilRef}
              to={editHref}
              className="icon-btn"
              aria-label={`Edit ${title}`}
              title={`Edit ${title}`}
              preventScrollReset
            >
              <PencilIcon />
            </Link>
            <DeleteButton
              fetcher={deleteFetcher}
              intent={remove.intent}
              id={remove.id}
              label={`Delete ${title}`}
              what={remove.what}
              onDeleted={remove.onDeleted}
              failedTitle={remove.failedTitle}
            />
          </div>
        </>
      )}
    </article>
  );
}

/**
 * The in-place edit form of a record card: hidden intent and id, a heading, the record's
 * fields, Save and Cancel. Focus moves to the first field, since the pencil was a navigation.
 */
export function AdminRecordEditForm({
  fetcher,
  formProps,
  titleId,
  title,
  intent,
  id,
  closeHref,
  pending,
  upload,
  children,
}: {
  fetcher: ActionFetcher;
  formProps: ReturnType<typeof useFetcherForm>["formProps"];
  titleId: string;
  title: string;
  intent: string;
  id: number;
  closeHref: string;
  pending: boolean;
  upload: ReturnType<typeof useFetcherForm>["upload"];
  children: ReactNode;
}) {
  const formRef: RefObject<HTMLFormElement | null> = useRef(null);
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("select, input, textarea")?.focus();
  }, []);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      className="admin-card-edit"
      aria-labelledby={titleId}
      {...formProps}
    >
      <h3 className="admin-card-title" id={titleId}>
        Edit {title}
      </h3>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {children}
      <UploadProgress upload={upload} />
      <div className="form-actions">
        <SubmitButton pending={pending} pendingLabel="Saving…">
          Save
        </SubmitButton>
        <Link to={closeHref} className="btn btn-ghost" preventScrollReset replace>
          Cancel
        </Link>
      </div>
    </fetcher.Form>
  );
}

/**
 * An "Add-X" tab's form: heading, hidden intent, the record's fields in the form grid and
 * one submit button. The caller keeps `formRef` to reset the form after a success.
 */
export function AdminCreateForm({
  fetcher,
  formProps,
  formRef,
  titleId,
  title,
  intent,
  submitLabel,
  pending,
  upload,
  children,
}: {
  fetcher: ActionFetcher;
  formProps: ReturnType<typeof useFetcherForm>["formProps"];
  formRef: RefObject<HTMLFormElement | null>;
  titleId: string;
  title: string;
  intent: string;
  submitLabel: string;
  pending: boolean;
  upload: ReturnType<typeof useFetcherForm>["upload"];
  children: ReactNode;
}) {
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      className="admin-form"
      aria-labelledby={titleId}
      {...formProps}
    >
      <h2 id={titleId} className="admin-section-title">
        {title}
      </h2>
      <input type="hidden" name="intent" value={intent} />
      <div className="form-grid">{children}</div>
      <UploadProgress upload={upload} />
      <div className="form-actions">
        <SubmitButton pending={pending} pendingLabel="Saving…">
          {submitLabel}
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}
