// The heart of a query: each filter is the OR of its sources (the chosen values of one facet); every "all filters
// but one" mask (what that facet's counts are taken against: disjunctive faceting) and the AND of all filters come
// from one forward and one backward sweep of running ANDs. Tight word loops per step: measured twice as fast in V8
// as one fused loop over words that visits every filter per word.
import { type Bitset, countBits, popcount } from './bitset.ts';

/**
 * Fills `without[i]` with the items passing every filter except filter i, and `matches` with the items passing
 * all of them, within `universe`; returns how many items match. `scratch` lends one bitset per call.
 */
export function combineFilters(
  sources: readonly (readonly Bitset[])[],
  universe: Bitset,
  without: readonly Bitset[],
  matches: Bitset,
  scratch: () => Bitset,
): number {
  const words = matches.length;
  const unions = sources.map((list) => {
    if (list.length === 1) return list[0]!;
    const union = scratch();
    if (list.length === 0) return union.fill(0);
    union.set(list[0]!);
    for (let source = 1; source < list.length; source += 1) {
      const bits = list[source]!;
      for (let word = 0; word < words; word += 1) union[word] = union[word]! | bits[word]!;
    }
    return union;
  });
  // Forward: without[i] = universe AND filters before i; matches = universe AND every filter.
  matches.set(universe);
  unions.forEach((union, at) => {
    without[at]!.set(matches);
    for (let word = 0; word < words; word += 1) matches[word] = matches[word]! & union[word]!;
  });
  // Backward: without[i] AND= filters after i.
  const after = scratch().fill(-1);
  for (let at = unions.length - 1; at > 0; at -= 1) {
    const union = unions[at]!;
    for (let word = 0; word < words; word += 1) after[word] = after[word]! & union[word]!;
    const target = without[at - 1]!;
    for (let word = 0; word < words; word += 1) target[word] = target[word]! & after[word]!;
  }
  return countBits(matches);
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
