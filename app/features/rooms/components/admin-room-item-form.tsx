import { useRef } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/form-action.server";
import { SubmitButton } from "~/components/forms/submit-button";
import { useFetcherForm } from "~/components/forms/use-fetcher-form";
import { checkImageFile } from "~/features/media/image-limits";
import { ROOM_ITEM_INTENTS } from "~/features/rooms/components/admin-intents";
import { ROOM_ITEM_FIELD_MESSAGES, RoomItemFields } from "~/features/rooms/components/admin-room-fields";

/** The Add-Room Item form: room, item name and picture, posting `create-item`. */
export function AdminRoomItemForm({ onCreated }: { onCreated: (roomName: string) => void }) {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const { errorsFor, setError, formProps, pending } = useFetcherForm({
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
    <fetcher.Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      className="admin-form"
      aria-labelledby="add-item-title"
      {...formProps}
    >
      <h2 id="add-item-title" className="admin-section-title">
        Add a room item
      </h2>
      <input type="hidden" name="intent" value={ROOM_ITEM_INTENTS.create} />
      <div className="form-grid">
        <RoomItemFields errorsFor={errorsFor} onImageCheck={(message) => setError("image", message)} imageRequired />
      </div>
      <div className="form-actions">
        <SubmitButton pending={pending} pendingLabel="Saving…">
          Add item
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}
