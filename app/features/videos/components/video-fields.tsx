import type { RecordScreenView } from "~/components/admin/record-screen";
import { AdminCardVideo, currentFileOf } from "~/components/admin/file-card-media";
import { type RecordFieldProps, TextInput, UploadInput } from "~/components/forms/record-fields";
import type { PublicVideo } from "~/features/videos/schema";
import { videosStaffWords } from "~/features/videos/videos-words";
import { filesWords } from "~/platform/files/files-words";
import { fieldWords } from "~/platform/forms/field-words";

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
  fieldMessages: { name: fieldWords.msg("nameRequired"), video: filesWords.msg("videoRequired") },
  Fields: VideoFields,
  Media: AdminCardVideo,
  deleteFailed: videosStaffWords.msg("videoDeleteFailed"),
};
