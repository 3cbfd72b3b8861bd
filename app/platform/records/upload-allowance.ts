import { FILE_RULES, type FileKind } from "~/platform/files/file-rules";
import { MAX_IMAGE_BYTES } from "~/platform/media/image-limits";
import { mediaStaffWords } from "~/platform/media/media-words";
import { recordsStaffWords } from "~/platform/records/records-staff-words";

/*
 * How much a write with a file may send, shared by the content types that declare it and the
 * HTTP server that enforces it (app/platform/http/body-limits.ts) before a byte is read into memory.
 */

/** What an upload route accepts: the largest body and the message naming what was too large. */
export interface UploadAllowance {
  maxBytes: number;
  /** The form field the message belongs to, e.g. `image`; none for a body that is too large as a whole. */
  field?: string;
  tooLarge: string;
}

/** One image of at most 10 MB, plus the multipart envelope and a few text fields. */
export const IMAGE_FORM: UploadAllowance = {
  maxBytes: MAX_IMAGE_BYTES + 256 * 1024,
  field: "image",
  tooLarge: mediaStaffWords.msg("imageTooLarge"),
};

/**
 * One file of a kind (a video, a PDF) plus the envelope and a few text fields; too large
 * names that kind ('Video must be less than 10MB'), not the image message.
 */
export function fileFormAllowance(kind: FileKind, field: string): UploadAllowance {
  const rule = FILE_RULES[kind];
  return { maxBytes: rule.maxBytes + 256 * 1024, field, tooLarge: rule.tooLarge };
}

/** The site settings form: no file, but two long legal texts and their Chichewa versions (20,000 characters each). */
export const SETTINGS_FORM: UploadAllowance = {
  maxBytes: 512 * 1024,
  tooLarge: "The settings are too large: please shorten the Terms & Conditions or Disclaimer text",
};

/**
 * A vacancy: no file, but a job description of up to 20,000 characters of HTML, and its
 * Chichewa version of as many (up to 3 bytes a character in UTF-8 each).
 */
export const VACANCY_FORM: UploadAllowance = {
  maxBytes: 192 * 1024,
  tooLarge: recordsStaffWords.msg("vacancyTooLarge"),
};
