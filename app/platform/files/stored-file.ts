import { z } from "zod";

/** Public files are served under this prefix; staff-only ones under STAFF_FILES_PREFIX. */
const FILES_PREFIX = "/files/";
const STAFF_FILES_PREFIX = "/staff-files/";

/** What clients see of a stored file. Isomorphic: used by API responses and by components. */
export interface StoredFile {
  /** `/files/<stored name>/<download name>`: the last part only makes the address readable. */
  url: string;
  downloadName: string;
  byteSize: number;
  mime: string;
}

export const StoredFileSchema = z.object({
  url: z.string(),
  downloadName: z.string(),
  byteSize: z.number().int(),
  mime: z.string(),
});

export function fileUrl(file: { stored_name: string; download_name: string; visibility: string }): string {
  const prefix = file.visibility === "staff" ? STAFF_FILES_PREFIX : FILES_PREFIX;
  return `${prefix}${file.stored_name}/${encodeURIComponent(file.download_name)}`;
}

/**
 * The name a browser saves the file as, made from the record's name ("Annual Report 2025"
 * → "Annual Report 2025.pdf"): characters file systems refuse are dropped, never trusted
 * from the upload's own name.
 */
export function downloadNameFor(recordName: string, ext: string): string {
  const cleaned = recordName
    .replace(/[\p{Cc}\p{Cf}<>:"/\\|?*]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "")
    .slice(0, 120)
    .trim();
  return `${cleaned || "download"}.${ext}`;
}

/** What a record's file adds to its API output: the address, the download name and the size. */
export const FileOutputFields = {
  url: z.string().nullable(),
  downloadName: z.string().nullable(),
  byteSize: z.number().int().nullable(),
};

export function fileOutput(file: StoredFile | null): { url: string | null; downloadName: string | null; byteSize: number | null } {
  return { url: file?.url ?? null, downloadName: file?.downloadName ?? null, byteSize: file?.byteSize ?? null };
}
