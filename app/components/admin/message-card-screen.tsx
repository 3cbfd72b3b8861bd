import { currentPictureSrc, type RecordScreenView, type ScreenRecord } from "~/components/admin/record-screen";
import { PictureInput, type RecordFieldProps, TextArea, TextInput } from "~/components/forms/record-fields";
import { adminWords } from "~/components/admin/admin-words";
import { fieldWords } from "~/platform/forms/field-words";
import { mediaStaffWords } from "~/platform/media/media-words";

/** A card of a name, a message and a picture (bars, restaurants, health & wellness: SPEC §3). */
interface MessageCardRecord extends ScreenRecord {
  name: string;
  message: string;
}

type MessageCardScreenText = Pick<RecordScreenView<MessageCardRecord>, "title" | "lead" | "addTab" | "listTitle" | "addTitle" | "addButton">;

/**
 * The back-office screen of a message-card type: the same three fields and the same card,
 * only the words differ. `nameHint` says which names the public page looks up.
 */
export function messageCardScreen<T extends MessageCardRecord>(text: MessageCardScreenText & { nameHint: string }): RecordScreenView<T> {
  function Fields({ errorsFor, limits, record, onImageCheck, imageRequired }: RecordFieldProps<T>) {
    return (
      <>
        <TextInput name="name" label="Name" limits={limits} errorsFor={errorsFor} defaultValue={record?.name} hint={text.nameHint} />
        <TextArea name="message" label="Message" limits={limits} errorsFor={errorsFor} defaultValue={record?.message} />
        <PictureInput errorsFor={errorsFor} onImageCheck={onImageCheck} imageRequired={imageRequired} currentSrc={currentPictureSrc(record)} editing={record !== undefined} />
      </>
    );
  }
  function Details({ record }: { record: T }) {
    return <p className="admin-card-text">{record.message}</p>;
  }
  const { nameHint: _hint, ...words } = text;
  return {
    ...words,
    viewTab: "View",
    titleOf: (record) => record.name,
    fieldMessages: { name: fieldWords.msg("nameRequired"), message: adminWords.msg("messageRequired"), image: mediaStaffWords.msg("imageRequired") },
    Fields,
    Details,
  };
}
