import type { RecordScreenView } from "~/components/admin/record-screen";
import { AdminCardVideo, currentFileOf } from "~/components/admin/file-card-media";
import { type RecordFieldProps, TextInput, UploadInput } from "~/components/forms/record-fields";
import { messages } from "~/lib/messages";
import { staffMessages } from "~/lib/staff-messages";
import type { PublicVideo } from "~/features/videos/schema";

function VideoFields({ errorsFor, limits, record, onImageCheck, imageRequired }: RecordFieldProps<PublicVideo>) {
  return (
    <>
      <TextInput name="name" label="Name" limits={limits} errorsFor={errorsFor} defaultValue={record?.name} hint="Shown with the video, e.g. “Pool and gardens tour”." />
      <UploadInput name="video" kind="video" errorsFor={errorsFor} onFileCheck={onImageCheck} required={imageRequired} current={currentFileOf(record)} editing={record !== undefined} />
    </>
  );
}

/** SPEC §2 "Manage Virtual" (video upload and list). */
export const VIDEO_SCREEN: RecordScreenView<PublicVideo> = {
  title: "Manage Virtual",
  lead: "Videos of the virtual tour: MP4 or WebM, less than 10MB each.",
  addTab: "Add-Video",
  viewTab: "View",
  listTitle: "All videos",
  addTitle: "Add a video",
  addButton: "Upload video",
  titleOf: (video) => video.name,
  fieldMessages: { name: messages.nameRequired, video: messages.videoRequired },
  Fields: VideoFields,
  Media: AdminCardVideo,
  deleteFailed: staffMessages.videoDeleteFailed,
};
