import { defineContentType } from "~/platform/records/content-type";
import { fileOutput } from "~/platform/files/stored-file";
import { VIDEO_SCREEN } from "~/features/videos/components/video-fields";
import { VideoInputSchema, VideoSchema } from "~/features/videos/schema";

/** Virtual tour videos, for the virtual tour and the home page's hero, the back-office (/virtual) and `/api/video`. */
export const VIDEO_TYPE = defineContentType({
  key: "video",
  noun: "video",
  plural: "videos",
  table: "videos",
  columns: ["name"],
  input: VideoInputSchema,
  output: VideoSchema,
  picture: "none",
  file: { field: "video", kind: "video", required: true },
  write: (input) => ({ name: input.name }),
  read: (row) => ({ id: row.id, name: row.name, video: row.file?.url ?? null, ...fileOutput(row.file) }),
  auditLabel: "Videos",
  api: { path: "/video", tag: "Videos" },
  screen: { path: "/virtual", title: "Manage Virtual", menu: { group: "Pages and media", label: "Virtual tour videos", order: 20 }, view: VIDEO_SCREEN },
  example: { name: "A walk through the lobby" },
});

export default VIDEO_TYPE;
