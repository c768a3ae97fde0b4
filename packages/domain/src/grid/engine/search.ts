// The grid search box (spec 1 §5): at most 15 characters, lowercased, matching the description or the
// manufacturer model. Two lazily built indexes over the lowercased texts joined into one string:
// - every trigram → the offsets where it occurs: a term of 3 or more characters is checked, character by character,
//   only where its rarest trigram occurs (JavaScript's `includes` costs ~100 ns a call; this loop a few ns);
// - every 1- and 2-character sequence → the items holding it, which answers such terms exactly.
import { addBit, type Bitset, wordCount } from './bitset.ts';

import { normalizeGridSearch } from './searchText.ts';

export { gridSearchMaxLength, normalizeGridSearch } from './searchText.ts';

export interface SearchTarget {
  ItemDescription: string;
  ManufacturerModel: string;
}

// Characters fold onto 10 bits, so keys may collide: every trigram hit is confirmed character by character, and
// short terms with characters above U+03FF are confirmed with `includes`. Keys stay small integers (fast Map keys).
const code = (text: string, at: number) => text.charCodeAt(at) & 1023;
const trigramKey = (text: string, at: number) => (code(text, at) << 20) | (code(text, at + 1) << 10) | code(text, at + 2);
const shortKey = (text: string, at: number, length: number) =>
  length === 2 ? (code(text, at) << 10) | code(text, at + 1) : -1 - code(text, at);

const frozen = (lists: Map<number, number[]>) => {
  const built = new Map<number, Int32Array>();
  for (const [key, list] of lists) built.set(key, Int32Array.from(list));
  return built;
};

export function createGridSearch(items: readonly SearchTarget[]): (text: string) => Bitset {
  // "\n" between description and model and "\u0001" between items: no typed term holds either, so no match spans
  // two fields or two items.
  const texts = items.map((item) => `${item.ItemDescription}\n${item.ManufacturerModel}`.toLowerCase());
  const joined = texts.join('\u0001');
  const starts = new Int32Array(texts.length + 1);
  texts.forEach((text, position) => (starts[position + 1] = (starts[position] ?? 0) + text.length + 1));
  let trigrams: Map<number, Int32Array> | undefined;
  let shortGrams: Map<number, Int32Array> | undefined;

  const buildTrigrams = () => {
    const lists = new Map<number, number[]>();
    for (let at = 0; at + 2 < joined.length; at += 1) {
      const key = trigramKey(joined, at);
      const list = lists.get(key);
      if (list) list.push(at);
      else lists.set(key, [at]);
    }
    return frozen(lists);
  };

  const buildShortGrams = () => {
    const lists = new Map<number, number[]>();
    texts.forEach((text, position) => {
      for (let at = 0; at < text.length; at += 1) {
        for (let length = 1; length <= 2 && at + length <= text.length; length += 1) {
          const key = shortKey(text, at, length);
          const list = lists.get(key);
          if (!list) lists.set(key, [position]);
          else if (list[list.length - 1] !== position) list.push(position);
        }
      }
    });
    return frozen(lists);
  };

  return (text) => {
    const term = normalizeGridSearch(text);
    const matches = new Int32Array(wordCount(texts.length));
    if (term.includes('\n') || term.includes('\u0001')) return matches;
    if (term === '') {
      for (let position = 0; position < texts.length; position += 1) addBit(matches, position);
      return matches;
    }
    if (term.length < 3) {
      const list = (shortGrams ??= buildShortGrams()).get(shortKey(term, 0, term.length));
      const isExact = Array.from(term).every((character) => character.charCodeAt(0) < 1024);
      for (const position of list ?? []) if (isExact || texts[position]?.includes(term)) addBit(matches, position);
      return matches;
    }
    trigrams ??= buildTrigrams();
    let rarest: Int32Array | undefined;
    let rarestAt = 0;
    for (let at = 0; at + 2 < term.length; at += 1) {
      const list = trigrams.get(trigramKey(term, at));
      if (!list) return matches;
      if (!rarest || list.length < rarest.length) [rarest, rarestAt] = [list, at];
    }
    const codes = Array.from(term, (character) => character.charCodeAt(0));
    // Offsets ascend, and so do item starts: one moving pointer finds each hit's item.
    let position = 0;
    for (const offset of rarest ?? []) {
      const start = offset - rarestAt;
      let same = start >= 0;
      for (let at = 0; same && at < codes.length; at += 1) same = joined.charCodeAt(start + at) === codes[at];
      if (!same) continue;
      while ((starts[position + 1] ?? Infinity) <= start) position += 1;
      addBit(matches, position);
    }
    return matches;
  };
}
