// The heart of a query: each filter is the OR of its sources (the chosen values of one facet); every "all filters
// but one" mask (what that facet's counts are taken against: disjunctive faceting) and the AND of all filters come
// from one forward and one backward sweep of running ANDs. Tight word loops per step: measured twice as fast in V8
// as one fused loop over words that visits every filter per word.
import { type Bitset, countBits } from './bitset.ts';

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
  const unions = sources.map(([first, ...rest]) => {
    if (!first) return scratch().fill(0);
    if (rest.length === 0) return first;
    const union = scratch();
    union.set(first);
    for (const bits of rest) {
      for (let word = 0; word < words; word += 1) union[word] = (union[word] ?? 0) | (bits[word] ?? 0);
    }
    return union;
  });
  // Forward: without[i] = universe AND filters before i; matches = universe AND every filter.
  matches.set(universe);
  unions.forEach((union, at) => {
    without[at]?.set(matches);
    for (let word = 0; word < words; word += 1) matches[word] = (matches[word] ?? 0) & (union[word] ?? 0);
  });
  // Backward: without[i] AND= filters after i.
  const after = scratch().fill(-1);
  for (let at = unions.length - 1; at > 0; at -= 1) {
    const union = unions[at];
    const target = without[at - 1];
    if (!union || !target) continue;
    for (let word = 0; word < words; word += 1) after[word] = (after[word] ?? 0) & (union[word] ?? 0);
    for (let word = 0; word < words; word += 1) target[word] = (target[word] ?? 0) & (after[word] ?? 0);
  }
  return countBits(matches);
}
