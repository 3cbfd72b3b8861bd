import { filesWords } from "~/platform/files/files-words";
/**
 * What each kind of stored file may be (DECISIONS §5), shared by the browser (early feedback
 * in forms) and the server (prepare-file.server.ts, which decides by the bytes).
 * Client-safe: no node imports.
 */

export type FileKind = "video" | "document" | "tender" | "event-attachment" | "cv";
export type FileVisibility = "public" | "staff";

export interface FileFormat {
  mime: string;
  ext: string;
}

export interface FileRule {
  kind: FileKind;
  formats: readonly FileFormat[];
  /** A file of this size or more is refused ("less than 10MB"). */
  maxBytes: number;
  tooLarge: string;
  unsupported: string;
  required: string;
  /** For `<input type="file" accept=…>`; the server still decides by the bytes. */
  accept: string;
  /**
   * Formats no magic-number library names, recognised by prepare-file.server.ts: `ole`, the
   * compound-file signature D0 CF 11 E0 of Word/Excel/PowerPoint 97–2003 files; `text`, valid
   * UTF-8 without NUL bytes that is not markup.
   */
  extra?: readonly ("ole" | "text")[];
}

const MAX_FILE_BYTES = 10 * 1024 * 1024;

const VIDEO_FORMATS: readonly FileFormat[] = [
  { mime: "video/mp4", ext: "mp4" },
  { mime: "video/webm", ext: "webm" },
];
const PDF_FORMATS: readonly FileFormat[] = [{ mime: "application/pdf", ext: "pdf" }];

const videoRule: FileRule = {
  kind: "video",
  formats: VIDEO_FORMATS,
  maxBytes: MAX_FILE_BYTES,
  tooLarge: filesWords.msg("videoTooLarge"),
  unsupported: filesWords.msg("videoUnsupported"),
  required: filesWords.msg("videoRequired"),
  accept: "video/mp4,video/webm",
};

const pdfRule = (kind: "document" | "tender"): FileRule => ({
  kind,
  formats: PDF_FORMATS,
  maxBytes: MAX_FILE_BYTES,
  tooLarge: filesWords.msg("pdfTooLarge"),
  unsupported: filesWords.msg("pdfUnsupported"),
  required: filesWords.msg("documentRequired"),
  accept: "application/pdf",
});

/** DECISIONS §5: an event request's attachment may be 5,000,000 bytes exactly, one more is refused. */
const MAX_EVENT_ATTACHMENT_BYTES = 5_000_000;

const EVENT_ATTACHMENT_FORMATS: readonly FileFormat[] = [
  { mime: "application/pdf", ext: "pdf" },
  { mime: "image/jpeg", ext: "jpg" },
  { mime: "image/png", ext: "png" },
  { mime: "image/gif", ext: "gif" },
  { mime: "image/tiff", ext: "tif" },
  { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", ext: "docx" },
  { mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", ext: "xlsx" },
  { mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation", ext: "pptx" },
];

const eventAttachmentRule: FileRule = {
  kind: "event-attachment",
  formats: EVENT_ATTACHMENT_FORMATS,
  maxBytes: MAX_EVENT_ATTACHMENT_BYTES + 1,
  tooLarge: filesWords.msg("eventFileTooLarge"),
  unsupported: filesWords.msg("eventFileUnsupported"),
  required: filesWords.msg("eventFileEmpty"),
  accept: ".pdf,.jpg,.jpeg,.png,.gif,.tif,.tiff,.txt,.doc,.docx,.xls,.xlsx,.ppt,.pptx",
  extra: ["ole", "text"],
};

/**
 * A job applicant's CV: a PDF or a Word (DOCX) file, at most 5 MB. A DOCX is a ZIP holding
 * `[Content_Types].xml` and a `word/` part; file-type reads those entries, so a ZIP of anything
 * else, or an Excel file, is refused like a web page named .pdf.
 */
const CV_FORMATS: readonly FileFormat[] = [
  { mime: "application/pdf", ext: "pdf" },
  { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", ext: "docx" },
];

const cvRule: FileRule = {
  kind: "cv",
  formats: CV_FORMATS,
  maxBytes: 5 * 1024 * 1024,
  tooLarge: filesWords.msg("cvTooLarge"),
  unsupported: filesWords.msg("cvUnsupported"),
  required: filesWords.msg("cvRequired"),
  accept: ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export const FILE_RULES: Record<FileKind, FileRule> = {
  video: videoRule,
  document: pdfRule("document"),
  tender: pdfRule("tender"),
  "event-attachment": eventAttachmentRule,
  cv: cvRule,
};

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  let s = "";
  for (let i = offset; i < offset + length && i < bytes.length; i++) s += String.fromCharCode(bytes[i] ?? 0);
  return s;
}

/** The same magic bytes the server looks for, so an HTML page named .pdf is refused at once. */
function looksRight(rule: FileRule, head: Uint8Array): boolean {
  // Many formats, some without a signature (text): only the server's full check decides.
  if (rule.kind === "event-attachment") return true;
  if (rule.kind === "video") {
    const ebml = head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3;
    return ebml || ascii(head, 4, 4) === "ftyp";
  }
  // A DOCX starts as every ZIP does; the server looks inside for its word/ part.
  if (rule.kind === "cv") return ascii(head, 0, 5) === "%PDF-" || ascii(head, 0, 4) === "PK\x03\x04";
  return ascii(head, 0, 5) === "%PDF-";
}

/** Early, in-browser verdict on a chosen file; null when it may go to the server. */
export async function checkFileAgainst(rule: FileRule, file: File): Promise<string | null> {
  if (file.size >= rule.maxBytes) return rule.tooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return looksRight(rule, head) ? null : rule.unsupported;
}

/** Shown beside a file: "2.4 MB", "812 KB". */
export function formatByteSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
