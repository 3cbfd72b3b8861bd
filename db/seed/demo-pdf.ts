/**
 * A small, valid one-page PDF with a title and a few lines of text, made in code so the
 * demo's documents and tenders download as real PDFs without any file in the repository.
 * Only Helvetica and plain ASCII text: enough for a fact sheet's headline.
 */
export function demoPdf(title: string, lines: readonly string[]): Uint8Array {
  const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, "-").replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [
    "BT /F1 22 Tf 56 770 Td",
    `(${escape(title)}) Tj`,
    "/F1 12 Tf 0 -32 Td 16 TL",
    ...lines.map((line) => `(${escape(line)}) '`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    `<< /Title (${escape(title)}) /Producer (Hotel demo content) >>`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
