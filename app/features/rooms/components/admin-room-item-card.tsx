import { useRef } from "react";
import { useFetcher, useNavigate } from "react-router";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { thumbnailSrc } from "~/components/admin/card-picture";
import { AdminRecordCard, AdminRecordEditForm } from "~/components/admin/record-card";
import { useFetcherForm } from "~/components/forms/use-fetcher-form";
import { checkImageFile } from "~/platform/media/image-limits";
import type { PublicRoomItem } from "~/features/rooms/schema";
import type { InLanguage } from "~/platform/records/translations";
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
  item: InLanguage<PublicRoomItem>;
  editing: boolean;
  editHref: string;
  closeHref: string;
  onDeleted: () => void;
  /** Saved under another room: the screen follows the item to that room's sub-tab. */
  onMoved: (roomName: string) => void;
}) {
  return (
    <AdminRecordCard
      title={item.itemName}
      picture={item.picture}
      editing={editing}
      editHref={editHref}
      remove={{ intent: ROOM_ITEM_INTENTS.remove, id: item.id, what: `the item “${item.itemName}”`, onDeleted }}
      renderEditForm={(titleId) => <ItemEditForm item={item} titleId={titleId} closeHref={closeHref} onMoved={onMoved} />}
    >
      <p className="admin-card-meta">{item.name}</p>
    </AdminRecordCard>
  );
}

function ItemEditForm({
  item,
  titleId,
  closeHref,
  onMoved,
}: {
  item: InLanguage<PublicRoomItem>;
  titleId: string;
  closeHref: string;
  onMoved: (roomName: string) => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  const navigate = useNavigate();
  // By the time the save is answered the list has reloaded and `item` already has its new room.
  const roomWhenOpened = useRef(item.name);
  const { errorsFor, setError, formProps, pending, upload } = useFetcherForm({
    fetcher,
    messagesFor: ROOM_ITEM_FIELD_MESSAGES,
    fileChecks: { image: checkImageFile },
    onSuccess: () => {
      if (item.name !== roomWhenOpened.current) onMoved(item.name);
      else void navigate(closeHref, { replace: true, preventScrollReset: true });
    },
  });

  return (
    <AdminRecordEditForm
      fetcher={fetcher}
      formProps={formProps}
      titleId={titleId}
      title={item.itemName}
      intent={ROOM_ITEM_INTENTS.update}
      id={item.id}
      closeHref={closeHref}
      pending={pending}
      upload={upload}
    >
      <RoomItemFields
        errorsFor={errorsFor}
        onImageCheck={(message) => setError("image", message)}
        defaults={{ name: item.name, itemName: item.itemName, imageSrc: thumbnailSrc(item.picture), translation: item.translation }}
        imageRequired={false}
      />
    </AdminRecordEditForm>
  );
}
