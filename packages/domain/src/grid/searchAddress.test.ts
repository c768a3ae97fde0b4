import { describe, expect, it } from 'vitest';
import {
  decodeSearchSegment,
  encodeSearchTerm,
  SEARCH_IN_PAGE_ENCODINGS,
  SEARCH_REDIRECT_ENCODINGS,
  searchInPagePath,
  searchRedirectPath,
} from './searchAddress.ts';

// Spec 2 §5: "The term is encoded three times on redirect and twice on in-page updates."
describe('search term in the address (spec 2 §5)', () => {
  it('encodes three times on redirect and twice on in-page updates', () => {
    expect(SEARCH_REDIRECT_ENCODINGS).toBe(3);
    expect(SEARCH_IN_PAGE_ENCODINGS).toBe(2);
  });

  it.each([
    ['rtx 4090', 'rtx%2525204090', 'rtx%25204090'],
    ['ryzen', 'ryzen', 'ryzen'],
    ['i7/i9', 'i7%25252Fi9', 'i7%252Fi9'],
    ['100%', '100%252525', '100%2525'],
    ['c++ & c#', 'c%25252B%25252B%252520%252526%252520c%252523', 'c%252B%252B%2520%2526%2520c%2523'],
  ])('writes %j as /Search/%s on redirect and /Search/%s on an in-page update', (term, redirected, inPage) => {
    expect(searchRedirectPath(term)).toBe(`/Search/${redirected}`);
    expect(searchInPagePath(term)).toBe(`/Search/${inPage}`);
  });

  it('trims the term and goes to /Search without one', () => {
    expect(searchRedirectPath('  gpu  ')).toBe('/Search/gpu');
    expect(searchInPagePath('   ')).toBe('/Search');
    expect(searchRedirectPath('')).toBe('/Search');
  });

  it.each([
    ['rtx 4090', 3],
    ['rtx 4090', 2],
    ['rtx 4090', 1],
    ['rtx 4090', 0],
    ['i7/i9 & "quotes"', 3],
    ['i7/i9 & "quotes"', 2],
    ['100%', 3],
    ['100%', 2],
    ['ünïcödé 漢字', 3],
  ])('reads %j back from an address encoded %i times', (term, times) => {
    expect(decodeSearchSegment(encodeSearchTerm(term, times))).toBe(term);
  });

  it('peels at most three layers', () => {
    expect(decodeSearchSegment('rtx%25252520%2525252Bti')).toBe('rtx%20%2Bti');
  });

  it('stops at a layer that is not valid encoding instead of failing', () => {
    expect(decodeSearchSegment('50%25zz')).toBe('50%zz');
    expect(decodeSearchSegment('%E0%A4%A')).toBe('%E0%A4%A');
  });

});
