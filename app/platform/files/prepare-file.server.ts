import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { AppError, fieldError } from "~/lib/errors";
import type { FileFormat, FileRule } from "~/platform/files/file-rules";

/** An uploaded file that passed its rule, ready to be written (file-records.server.ts). */
export interface PreparedFile {
  readonly type: "file";
  rule: FileRule;
  bytes: Uint8Array;
  mime: string;
  ext: string;
  sha256: string;
}

/**
 * Judges a file by its bytes alone (DECISIONS §5): the browser's name and type are ignored,
 * so a web page or a text file named `.pdf`, or an SVG named `.mp4`, is refused. Too large
 * answers 413 with the rule's message; anything else wrong, 422 under `field`.
 */
export async function prepareFile(bytes: Uint8Array, rule: FileRule, field: string, clientName = ""): Promise<PreparedFile> {
  if (bytes.byteLength >= rule.maxBytes) throw fieldError(field, rule.tooLarge, "too_large");
  if (bytes.byteLength === 0) throw fieldError(field, rule.required);
  const sniffed = await fileTypeFromBuffer(bytes);
  const format = rule.formats.find((f) => f.mime === sniffed?.mime) ?? extraFormat(rule, bytes, sniffed?.mime, clientName);
  if (!format) throw fieldError(field, rule.unsupported);
  return {
    type: "file",
    rule,
    bytes,
    mime: format.mime,
    ext: format.ext,
    sha256: createHash("sha256").update(bytes).digest("hex"),
  };
}

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Word, Excel and PowerPoint 97–2003 share one container; the name only picks which of them to call it. */
const OLE_FORMATS: Record<string, FileFormat> = {
  doc: { mime: "application/msword", ext: "doc" },
  xls: { mime: "application/vnd.ms-excel", ext: "xls" },
  ppt: { mime: "application/vnd.ms-powerpoint", ext: "ppt" },
};
const TEXT_FORMAT: FileFormat = { mime: "text/plain; charset=utf-8", ext: "txt" };
/** Markup is not "text" here: a web page named .txt or .pdf is refused like any other impostor. */
const MARKUP = /^\s*<|<\s*(html|script|svg|iframe|body|!doctype)\b/i;

/** The formats a rule's `extra` names, for bytes that no signature in file-type matched. */
function extraFormat(rule: FileRule, bytes: Uint8Array, sniffedMime: string | undefined, clientName: string): FileFormat | undefined {
  const extra = rule.extra ?? [];
  if (extra.includes("ole") && OLE_SIGNATURE.every((b, i) => bytes[i] === b)) {
    const ext = /\.([a-z]+)$/i.exec(clientName)?.[1]?.toLowerCase() ?? "";
    return OLE_FORMATS[ext] ?? OLE_FORMATS.doc;
  }
  if (extra.includes("text") && sniffedMime === undefined && !bytes.includes(0)) {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      return undefined;
    }
    return MARKUP.test(text.replace(/^\uFEFF/, "")) ? undefined : TEXT_FORMAT;
  }
  return undefined;
}

/**
 * An optional file field. Anything that is not a file (absent, the old clients' JSON
 * placeholder, the empty part a form sends with nothing chosen) means "keep the current file".
 */
export async function readFileField(fields: Record<string, unknown>, field: string, rule: FileRule): Promise<PreparedFile | undefined> {
  const value = fields[field];
  if (!(value instanceof File)) return undefined;
  if (value.size === 0 && value.name === "") return undefined;
  // The size is known before the bytes are read: a too-large file is refused unread.
  if (value.size >= rule.maxBytes) throw new AppError("too_large", rule.tooLarge, { errors: { [field]: [rule.tooLarge] } });
  return prepareFile(new Uint8Array(await value.arrayBuffer()), rule, field, value.name);
}
