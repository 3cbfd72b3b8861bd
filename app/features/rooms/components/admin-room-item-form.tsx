import { useRef } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { AdminCreateForm } from "~/components/admin/record-card";
import { useFetcherForm } from "~/components/forms/use-fetcher-form";
import { checkImageFile } from "~/platform/media/image-limits";
import { ROOM_ITEM_INTENTS } from "~/features/rooms/components/admin-intents";
import { ROOM_ITEM_FIELD_MESSAGES, RoomItemFields } from "~/features/rooms/components/admin-room-fields";

/** The Add-Room Item form: room, item name and picture, posting `create-item`. */
export function AdminRoomItemForm({ onCreated }: { onCreated: (roomName: string) => void }) {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const { errorsFor, setError, formProps, pending, upload } = useFetcherForm({
    fetcher,
    messagesFor: ROOM_ITEM_FIELD_MESSAGES,
    fileChecks: { image: checkImageFile },
    onSuccess: () => {
      const form = formRef.current;
      const room = form?.elements.namedItem("name");
      const roomName = room instanceof HTMLSelectElement ? room.value : "";
      form?.reset();
      onCreated(roomName);
    },
  });

  return (
    <AdminCreateForm
      fetcher={fetcher}
      formProps={formProps}
      formRef={formRef}
      titleId="add-item-title"
      title="Add a room item"
      intent={ROOM_ITEM_INTENTS.create}
      submitLabel="Add item"
      pending={pending}
      upload={upload}
    >
      <RoomItemFields errorsFor={errorsFor} onImageCheck={(message) => setError("image", message)} imageRequired />
    </AdminCreateForm>
  );
}
