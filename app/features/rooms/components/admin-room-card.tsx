import { useFetcher, useNavigate } from "react-router";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { formatKwacha } from "~/lib/money";
import { thumbnailSrc } from "~/components/admin/card-picture";
import { AdminRecordCard, AdminRecordEditForm } from "~/components/admin/record-card";
import { useFetcherForm } from "~/components/forms/use-fetcher-form";
import { checkImageFile } from "~/platform/media/image-limits";
import type { PublicRoom } from "~/features/rooms/schema";
import type { InLanguage } from "~/platform/records/translations";
import { ROOM_INTENTS } from "~/features/rooms/components/admin-intents";
import { ROOM_FIELD_MESSAGES, RoomFields } from "~/features/rooms/components/admin-room-fields";

/**
 * One room in the View tab: picture, name, rate and description, with a pencil (edit in
 * place) and a trash button.
 */
export function AdminRoomCard({
  room,
  editing,
  editHref,
  closeHref,
  onDeleted,
}: {
  room: InLanguage<PublicRoom>;
  editing: boolean;
  editHref: string;
  closeHref: string;
  onDeleted: () => void;
}) {
  return (
    <AdminRecordCard
      title={room.name}
      picture={room.picture}
      editing={editing}
      editHref={editHref}
      remove={{ intent: ROOM_INTENTS.remove, id: room.id, what: `the room “${room.name}”`, onDeleted }}
      renderEditForm={(titleId) => <RoomEditForm room={room} titleId={titleId} closeHref={closeHref} />}
    >
      <dl className="admin-card-facts">
        <div>
          <dt>Rate</dt>
          <dd>{formatKwacha(room.fee)}</dd>
        </div>
        <div>
          <dt>Rooms of this type</dt>
          <dd>{room.inventory}</dd>
        </div>
        <div>
          <dt>Guests per room</dt>
          <dd>{room.maxGuests}</dd>
        </div>
      </dl>
      {room.description ? <p className="admin-card-text">{room.description}</p> : null}
    </AdminRecordCard>
  );
}

function RoomEditForm({ room, titleId, closeHref }: { room: InLanguage<PublicRoom>; titleId: string; closeHref: string }) {
  const fetcher = useFetcher<ActionResult>();
  const navigate = useNavigate();
  const { errorsFor, setError, formProps, pending, upload } = useFetcherForm({
    fetcher,
    messagesFor: ROOM_FIELD_MESSAGES,
    fileChecks: { image: checkImageFile },
    // SPEC §4: a successful save clears the selection and shows the reloaded list.
    onSuccess: () => void navigate(closeHref, { replace: true, preventScrollReset: true }),
  });

  return (
    <AdminRecordEditForm
      fetcher={fetcher}
      formProps={formProps}
      titleId={titleId}
      title={room.name}
      intent={ROOM_INTENTS.update}
      id={room.id}
      closeHref={closeHref}
      pending={pending}
      upload={upload}
    >
      <RoomFields
        errorsFor={errorsFor}
        onImageCheck={(message) => setError("image", message)}
        defaults={{ name: room.name, fee: room.fee, description: room.description, inventory: room.inventory, maxGuests: room.maxGuests, inclusions: room.inclusions, imageSrc: thumbnailSrc(room.picture), translation: room.translation }}
        imageRequired={false}
      />
    </AdminRecordEditForm>
  );
}
