import { useEffect, useId, useRef } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import type { ActionResult } from "~/lib/form-action.server";
import { PencilIcon } from "~/components/forms/action-icons";
import { DeleteButton } from "~/components/forms/delete-button";
import { SubmitButton } from "~/components/forms/submit-button";
import { useFetcherForm } from "~/components/forms/use-fetcher-form";
import { checkImageFile } from "~/features/media/image-limits";
import type { PublicRoomItem } from "~/features/rooms/schema";
import { AdminCardPicture, thumbnailSrc } from "~/features/rooms/components/admin-card-picture";
import { ROOM_ITEM_INTENTS } from "~/features/rooms/components/admin-intents";
import { ROOM_ITEM_FIELD_MESSAGES, RoomItemFields } from "~/features/rooms/components/admin-room-fields";

/** One room item (room material): picture and item name, with pencil and trash like a room. */
export function AdminRoomItemCard({
  item,
  editing,
  editHref,
  closeHref,
  onDeleted,
  onMoved,
}: {
  item: PublicRoomItem;
  editing: boolean;
  editHref: string;
  closeHref: string;
  onDeleted: () => void;
  /** Saved under another room: the screen follows the item to that room's sub-tab. */
  onMoved: (roomName: string) => void;
}) {
  const titleId = useId();
  const deleteFetcher = useFetcher<ActionResult>();
  const deleting = deleteFetcher.state !== "idle";
  const pencilRef = useRef<HTMLAnchorElement>(null);
  const wasEditing = useRef(editing);

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
      <AdminCardPicture picture={item.picture} alt={item.itemName} />
      {editing ? (
        <ItemEditForm item={item} titleId={titleId} closeHref={closeHref} onMoved={onMoved} />
      ) : (
        <>
          <div className="admin-card-body">
            <h3 className="admin-card-title" id={titleId}>
              {item.itemName}
            </h3>
            <p className="admin-card-meta">{item.name}</p>
          </div>
          <div className="admin-card-actions">
            <Link
              ref={pencilRef}
              to={editHref}
              className="icon-btn"
              aria-label={`Edit ${item.itemName}`}
              title={`Edit ${item.itemName}`}
              preventScrollReset
            >
              <PencilIcon />
            </Link>
            <DeleteButton
              fetcher={deleteFetcher}
              intent={ROOM_ITEM_INTENTS.remove}
              id={item.id}
              label={`Delete ${item.itemName}`}
              what={`the item “${item.itemName}”`}
              onDeleted={onDeleted}
            />
          </div>
        </>
      )}
    </article>
  );
}

function ItemEditForm({
  item,
  titleId,
  closeHref,
  onMoved,
}: {
  item: PublicRoomItem;
  titleId: string;
  closeHref: string;
  onMoved: (roomName: string) => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  // By the time the save is answered the list has reloaded and `item` already has its new room.
  const roomWhenOpened = useRef(item.name);
  const { errorsFor, setError, formProps, pending } = useFetcherForm({
    fetcher,
    messagesFor: ROOM_ITEM_FIELD_MESSAGES,
    fileChecks: { image: checkImageFile },
    onSuccess: () => {
      if (item.name !== roomWhenOpened.current) onMoved(item.name);
      else void navigate(closeHref, { replace: true, preventScrollReset: true });
    },
  });

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
        Edit {item.itemName}
      </h3>
      <input type="hidden" name="intent" value={ROOM_ITEM_INTENTS.update} />
      <input type="hidden" name="id" value={item.id} />
      <RoomItemFields
        errorsFor={errorsFor}
        onImageCheck={(message) => setError("image", message)}
        defaults={{ name: item.name, itemName: item.itemName, imageSrc: thumbnailSrc(item.picture) }}
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
