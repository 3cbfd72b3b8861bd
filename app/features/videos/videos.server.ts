import { recordStoreOf } from "~/platform/records/record-store.server";
import { VIDEO_TYPE } from "~/features/videos/video.type";

/** Virtual tour videos: the tour, the back-office and `/api/video`. */
export const videos = recordStoreOf(VIDEO_TYPE);
