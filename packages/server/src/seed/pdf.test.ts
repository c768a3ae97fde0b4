import { describe, expect, it } from 'vitest';
import { simplePdf } from './pdf.ts';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('simplePdf', () => {
  it('writes a PDF 1.4 file whose cross-reference offsets point at each object', () => {
    const pdf = text(simplePdf('Rigkit Pro Gaming PC', ['CPU: Ryzen 7 9700X', 'Memory: 32GB DDR5']));
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
  });

  it('gives the content stream its exact length and escapes brackets and backslashes', () => {
    const pdf = text(simplePdf('Case (Black) \\ White', ['Ember Systems – 3 Year']));
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf);
    expect(match?.[2]?.length).toBe(Number(match?.[1]));
    expect(pdf).toContain('(Case \\(Black\\) \\\\ White) Tj');
    expect(pdf).toContain('(Ember Systems ? 3 Year) Tj');
  });

  it('is the same bytes for the same text (deterministic seed)', () => {
    expect(simplePdf('A', ['B'])).toEqual(simplePdf('A', ['B']));
  });
});
