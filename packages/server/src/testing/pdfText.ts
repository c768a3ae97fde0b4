// Reads a PDF back for tests: parsed with pdf-lib, each page's content streams inflated, and the strings its text
// operators draw (pdf-lib writes them as hex WinAnsi strings) decoded, in drawing order, one per shown string.
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';

function streamBytes(document: PDFDocument, object: PDFObject | undefined): Uint8Array[] {
  const resolved = object instanceof PDFRef ? document.context.lookup(object) : object;
  if (resolved instanceof PDFArray) return resolved.asArray().flatMap((entry) => streamBytes(document, entry));
  if (!(resolved instanceof PDFRawStream)) return [];
  const filter = resolved.dict.get(PDFName.of('Filter'));
  return [filter === PDFName.of('FlateDecode') ? inflateSync(resolved.contents) : resolved.contents];
}

const decodeHex = (hex: string) => String.fromCharCode(...(hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));

/** The document's title and the text of every page, each drawn string as one entry. */
export async function pdfText(bytes: Uint8Array): Promise<{ title: string | undefined; pages: number; strings: string[] }> {
  const document = await PDFDocument.load(bytes);
  const strings: string[] = [];
  for (const page of document.getPages()) {
    for (const content of streamBytes(document, page.node.get(PDFName.of('Contents')))) {
      const operators = Buffer.from(content).toString('latin1');
      for (const match of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
        strings.push(match[1] !== undefined ? decodeHex(match[1]) : (match[2] ?? '').replace(/\\(.)/g, '$1'));
      }
    }
  }
  return { title: document.getTitle(), pages: document.getPageCount(), strings };
}
