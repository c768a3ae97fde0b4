// The grid search box (spec 1 §5): at most 15 characters, lowercased, matching the description or the
// manufacturer model. Terms of 3 or more characters go through a trigram index (candidates from the rarest
// trigram, confirmed with `includes`); shorter terms scan. The index is built on the first search only.
import { addBit, type Bitset, wordCount } from './bitset.ts';

/** Longest search term the grid search box accepts (spec 1 §5, §9). */
export const gridSearchMaxLength = 15;

/** What the search box does to what is typed: cut to 15 characters and lowercased (spec 1 §5). */
export function normalizeGridSearch(text: string): string {
  return text.slice(0, gridSearchMaxLength).toLowerCase();
}

export interface SearchTarget {
  ItemDescription: string;
  ManufacturerModel: string;
}

// Non-ASCII characters fold onto 10 bits, which may merge trigrams: `includes` confirms every candidate.
const trigramAt = (text: string, at: number) =>
  ((text.charCodeAt(at) & 1023) << 20) | ((text.charCodeAt(at + 1) & 1023) << 10) | (text.charCodeAt(at + 2) & 1023);

export function createGridSearch(items: readonly SearchTarget[]): (text: string) => Bitset {
  // Description and model joined by a newline, which no typed term contains, so no match spans both fields.
  const haystacks = items.map((item) => `${item.ItemDescription}\n${item.ManufacturerModel}`.toLowerCase());
  let postings: Map<number, Int32Array> | undefined;

  const buildPostings = () => {
    const lists = new Map<number, number[]>();
    haystacks.forEach((text, position) => {
      for (let at = 0; at + 2 < text.length; at += 1) {
        const key = trigramAt(text, at);
        const list = lists.get(key);
        if (!list) lists.set(key, [position]);
        else if (list[list.length - 1] !== position) list.push(position);
      }
    });
    const built = new Map<number, Int32Array>();
    for (const [key, list] of lists) built.set(key, Int32Array.from(list));
    return built;
  };

  return (text) => {
    const term = normalizeGridSearch(text);
    const matches = new Int32Array(wordCount(haystacks.length));
    if (term.length < 3) {
      haystacks.forEach((haystack, position) => {
        if (haystack.includes(term)) addBit(matches, position);
      });
      return matches;
    }
    postings ??= buildPostings();
    let rarest: Int32Array | undefined;
    for (let at = 0; at + 2 < term.length; at += 1) {
      const list = postings.get(trigramAt(term, at));
      if (!list) return matches;
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    for (const position of rarest ?? []) if (haystacks[position]!.includes(term)) addBit(matches, position);
    return matches;
  };
}
