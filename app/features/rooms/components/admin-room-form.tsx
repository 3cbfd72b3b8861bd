import { useRef } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/form-action.server";
import { SubmitButton } from "~/components/forms/submit-button";
import { useFetcherForm } from "~/components/forms/use-fetcher-form";
import { checkImageFile } from "~/features/media/image-limits";
import { ROOM_INTENTS } from "~/features/rooms/components/admin-intents";
import { ROOM_FIELD_MESSAGES, RoomFields } from "~/features/rooms/components/admin-room-fields";

/** The Add-Room tab: a multipart form posting `create-room`. */
export function AdminRoomForm({ onCreated }: { onCreated: () => void }) {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const { errorsFor, setError, formProps, pending } = useFetcherForm({
    fetcher,
    messagesFor: ROOM_FIELD_MESSAGES,
    fileChecks: { image: checkImageFile },
    onSuccess: () => {
      formRef.current?.reset();
      onCreated();
    },
  });

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      className="admin-form"
      aria-labelledby="add-room-title"
      {...formProps}
    >
      <h2 id="add-room-title" className="admin-section-title">
        Add a room
      </h2>
      <input type="hidden" name="intent" value={ROOM_INTENTS.create} />
      <div className="form-grid">
        <RoomFields errorsFor={errorsFor} onImageCheck={(message) => setError("image", message)} imageRequired />
      </div>
      <div className="form-actions">
        <SubmitButton pending={pending} pendingLabel="Saving…">
          Add room
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}
