import { createRecordStore } from "~/platform/records/record-store.server";
import { fileOutput } from "~/platform/files/stored-file";
import { VideoInputSchema, VideoSchema } from "~/features/videos/schema";
import { VIDEO_KIND } from "~/features/videos/video-kind";

/** Virtual-tour videos, for the back-office (/virtual) and `/api/video`. */
export const videos = createRecordStore({
  ...VIDEO_KIND,
  table: "videos",
  columns: ["name"],
  input: VideoInputSchema,
  output: VideoSchema,
  picture: "none",
  file: { field: "video", kind: "video", required: true },
  write: (input) => ({ name: input.name }),
  read: (row) => ({ id: row.id, name: row.name, video: row.file?.url ?? null, ...fileOutput(row.file) }),
});
