import { useEffect, useId, useRef } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import type { ActionResult } from "~/lib/form-action.server";
import { formatKwacha } from "~/lib/money";
import { PencilIcon } from "~/components/forms/action-icons";
import { DeleteButton } from "~/components/forms/delete-button";
import { SubmitButton } from "~/components/forms/submit-button";
import { useFetcherForm } from "~/components/forms/use-fetcher-form";
import { checkImageFile } from "~/features/media/image-limits";
import type { PublicRoom } from "~/features/rooms/schema";
import { AdminCardPicture, thumbnailSrc } from "~/features/rooms/components/admin-card-picture";
import { ROOM_INTENTS } from "~/features/rooms/components/admin-intents";
import { ROOM_FIELD_MESSAGES, RoomFields } from "~/features/rooms/components/admin-room-fields";

/**
 * One room in the View tab: picture, name and rate with a pencil (edit in place) and a trash
 * button. Which card is being edited lives in the URL (`editHref`), so a reload keeps it and
 * the pencil works before hydration.
 */
export function AdminRoomCard({
  room,
  editing,
  editHref,
  closeHref,
  onDeleted,
}: {
  room: PublicRoom;
  editing: boolean;
  editHref: string;
  closeHref: string;
  onDeleted: () => void;
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
      <AdminCardPicture picture={room.picture} alt={room.name} />
      {editing ? (
        <RoomEditForm room={room} titleId={titleId} closeHref={closeHref} />
      ) : (
        <>
          <div className="admin-card-body">
            <h3 className="admin-card-title" id={titleId}>
              {room.name}
            </h3>
            <dl className="admin-card-facts">
              <div>
                <dt>Rate</dt>
                <dd>{formatKwacha(room.fee)}</dd>
              </div>
            </dl>
            {room.description ? <p className="admin-card-text">{room.description}</p> : null}
          </div>
          <div className="admin-card-actions">
            <Link
              ref={pencilRef}
              to={editHref}
              className="icon-btn"
              aria-label={`Edit ${room.name}`}
              title={`Edit ${room.name}`}
              preventScrollReset
            >
              <PencilIcon />
            </Link>
            <DeleteButton
              fetcher={deleteFetcher}
              intent={ROOM_INTENTS.remove}
              id={room.id}
              label={`Delete ${room.name}`}
              what={`the room “${room.name}”`}
              onDeleted={onDeleted}
            />
          </div>
        </>
      )}
    </article>
  );
}

function RoomEditForm({ room, titleId, closeHref }: { room: PublicRoom; titleId: string; closeHref: string }) {
  const fetcher = useFetcher<ActionResult>();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const { errorsFor, setError, formProps, pending } = useFetcherForm({
    fetcher,
    messagesFor: ROOM_FIELD_MESSAGES,
    fileChecks: { image: checkImageFile },
    // SPEC §4: a successful save clears the selection and shows the reloaded list.
    onSuccess: () => void navigate(closeHref, { replace: true, preventScrollReset: true }),
  });

  // The pencil was a navigation: start typing straight away.
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
        Edit {room.name}
      </h3>
      <input type="hidden" name="intent" value={ROOM_INTENTS.update} />
      <input type="hidden" name="id" value={room.id} />
      <RoomFields
        errorsFor={errorsFor}
        onImageCheck={(message) => setError("image", message)}
        defaults={{
          name: room.name,
          fee: room.fee,
          description: room.description,
          imageSrc: thumbnailSrc(room.picture),
        }}
        imageRequired={false}
      />
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
