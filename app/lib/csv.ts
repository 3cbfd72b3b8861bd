/**
 * CSV for spreadsheet exports (contact messages, newsletter list). RFC 4180 quoting, CRLF
 * line ends and a byte-order mark so Excel reads names in any script as UTF-8.
 *
 * Cells are visitor-written text opened by staff in Excel or LibreOffice, where a cell that
 * starts with = + - @ (or a tab or carriage return that hides one) runs as a formula. Such a
 * cell gets a leading single quote, the OWASP advice for CSV injection: the sheet shows the
 * text, nothing runs.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return "\uFEFF" + lines.join("\r\n") + "\r\n";
}

/** A download response for a CSV document, never cached by a shared proxy (personal data). */
export function csvResponse(fileName: string, body: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
