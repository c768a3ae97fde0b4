import { describe, expect, it } from 'vitest';
import { plainText } from './meta.ts';

describe('plainText (page descriptions from CMS HTML)', () => {
  it('drops tags and scripts and decodes entities, as listings do', () => {
    expect(plainText('<p>Ryzen&nbsp;7 &amp; B650</p><script>track()</script><p>Ships from Perth</p>')).toBe('Ryzen 7 & B650 Ships from Perth');
  });

  it('shortens a long text with an ellipsis at the length asked for', () => {
    expect(plainText(`<p>${'word '.repeat(50)}</p>`, 20)).toBe('word word word word…');
  });

  it('gives nothing for missing or empty HTML', () => {
    expect([plainText(null), plainText(''), plainText('<p> </p>')]).toEqual([undefined, undefined, undefined]);
  });
});
