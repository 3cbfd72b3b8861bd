import { useRef } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { AdminCreateForm } from "~/components/admin/record-card";
import { useFetcherForm } from "~/components/forms/use-fetcher-form";
import { checkImageFile } from "~/platform/media/image-limits";
import { ROOM_INTENTS } from "~/features/rooms/components/admin-intents";
import { ROOM_FIELD_MESSAGES, RoomFields } from "~/features/rooms/components/admin-room-fields";

/** The Add-Room tab: a multipart form posting `create-room`. */
export function AdminRoomForm({ onCreated }: { onCreated: () => void }) {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const { errorsFor, setError, formProps, pending, upload } = useFetcherForm({
    fetcher,
    messagesFor: ROOM_FIELD_MESSAGES,
    fileChecks: { image: checkImageFile },
    onSuccess: () => {
      formRef.current?.reset();
      onCreated();
    },
  });

  return (
    <AdminCreateForm
      fetcher={fetcher}
      formProps={formProps}
      formRef={formRef}
      titleId="add-room-title"
      title="Add a room"
      intent={ROOM_INTENTS.create}
      submitLabel="Add room"
      pending={pending}
      upload={upload}
    >
      <RoomFields errorsFor={errorsFor} onImageCheck={(message) => setError("image", message)} imageRequired />
    </AdminCreateForm>
  );
}
