// The heart of a query, in one pass over the words: each filter is the OR of its sources (the chosen values of one
// facet), every "all filters but one" mask (what that facet's counts are taken against: disjunctive faceting) and
// the AND of all filters come out together, without intermediate bitsets.
import { type Bitset, popcount } from './bitset.ts';

/**
 * Fills `without[i]` with the items passing every filter except filter i, and `matches` with the items passing
 * all of them, within `universe`; returns how many items match.
 */
export function combineFilters(
  sources: readonly (readonly Bitset[])[],
  universe: Bitset,
  without: readonly Bitset[],
  matches: Bitset,
): number {
  const count = sources.length;
  const unions = new Int32Array(count);
  const before = new Int32Array(count);
  let total = 0;
  for (let word = 0; word < matches.length; word += 1) {
    let all = universe[word]!;
    for (let at = 0; at < count; at += 1) {
      const list = sources[at]!;
      let union = 0;
      for (let source = 0; source < list.length; source += 1) union |= list[source]![word]!;
      unions[at] = union;
      before[at] = all;
      all &= union;
    }
    matches[word] = all;
    if (all !== 0) total += popcount(all);
    let after = universe[word]!;
    for (let at = count - 1; at >= 0; at -= 1) {
      without[at]![word] = before[at]! & after;
      after &= unions[at]!;
    }
  }
  return total;
}

/** counts[i] = items in both `bitsets[i]` and `mask`, in one pass that skips the mask's empty words. */
export function countEachWithin(bitsets: readonly Bitset[], mask: Bitset, counts: number[]): number[] {
  counts.fill(0);
  for (let word = 0; word < mask.length; word += 1) {
    const masked = mask[word]!;
    if (masked === 0) continue;
    for (let at = 0; at < bitsets.length; at += 1) counts[at]! += popcount(bitsets[at]![word]! & masked);
  }
  return counts;
}
