import { formatByteSize } from "~/platform/files/file-rules";

interface FileRecord {
  name: string;
  url: string | null;
  downloadName: string | null;
  byteSize: number | null;
}

/** A video in a back-office card: a player that loads nothing until asked (staff phones on data). */
export function AdminCardVideo({ record }: { record: FileRecord }) {
  if (!record.url) return <div className="admin-card-media admin-card-media-empty">No video</div>;
  return <video className="admin-card-media admin-card-video" src={record.url} controls preload="none" playsInline aria-label={record.name} />;
}

/** A PDF in a back-office card: a badge that downloads it under its record's name. */
export function AdminCardDocument({ record }: { record: FileRecord }) {
  if (!record.url || !record.downloadName) return <div className="admin-card-media admin-card-media-empty">No file</div>;
  return (
    <a className="admin-card-media admin-card-document" href={record.url} download={record.downloadName}>
      <span className="admin-card-document-badge" aria-hidden="true">PDF</span>
      <span className="admin-card-document-name">{record.downloadName}</span>
      <span className="admin-card-document-size">{record.byteSize !== null ? formatByteSize(record.byteSize) : null}</span>
    </a>
  );
}

/** The current file of a record being edited, for UploadInput. */
export function currentFileOf(record: FileRecord | undefined) {
  return record?.url && record.downloadName && record.byteSize !== null ? { url: record.url, downloadName: record.downloadName, byteSize: record.byteSize } : null;
}
