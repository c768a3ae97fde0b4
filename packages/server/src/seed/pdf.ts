// A tiny, valid one-page PDF (PDF 1.4, Helvetica, exact cross-reference offsets) for seeded attachments such as spec
// sheets (spec 2 §2 "attachments (safety data sheets)"). Deterministic: no dates or ids inside, so one seed always
// yields the same bytes.

/** PDF literal strings take ASCII here; anything else becomes "?" (the seeded texts are ASCII). */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (character) => `\\${character}`);
}

/** A one-page PDF with a title and lines of text, top to bottom. */
export function simplePdf(title: string, lines: readonly string[]): Uint8Array {
  const body = [`BT /F1 18 Tf 56 780 Td (${pdfText(title)}) Tj ET`, ...lines.map((line, index) => `BT /F1 11 Tf 56 ${748 - index * 18} Td (${pdfText(line)}) Tj ET`)].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${body.length} >>\nstream\n${body}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let output = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(output.length);
    output += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = output.length;
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  output += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  output += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  // Every character is ASCII, so string offsets are byte offsets.
  return new TextEncoder().encode(output);
}
