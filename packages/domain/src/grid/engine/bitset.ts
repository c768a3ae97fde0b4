// Fixed-size bitsets over item positions: one bit per item, 32 items per word. Every grid filter is a bitset, so a
// query is a handful of word-wise AND/OR passes and population counts (no per-item objects, no closures).

export type Bitset = Int32Array;

export function wordCount(size: number): number {
  return (size + 31) >>> 5;
}

/** Number of set bits in one 32-bit word (SWAR popcount). */
export function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function countBits(bits: Bitset): number {
  let total = 0;
  for (let word = 0; word < bits.length; word += 1) total += popcount(bits[word] ?? 0);
  return total;
}

/** Set bits of `bits` AND `mask`; words where the mask is empty cost one comparison. */
export function countIntersection(bits: Bitset, mask: Bitset): number {
  let total = 0;
  for (let word = 0; word < mask.length; word += 1) {
    const masked = mask[word] ?? 0;
    if (masked !== 0) total += popcount((bits[word] ?? 0) & masked);
  }
  return total;
}

/** About how many bits are set: every eighth word counted, times eight. Enough to choose a counting strategy. */
export function estimateCount(bits: Bitset): number {
  let total = 0;
  for (let word = 0; word < bits.length; word += 8) total += popcount(bits[word] ?? 0);
  return total * 8;
}

/** target = left AND right; returns target. */
export function intersectInto(target: Bitset, left: Bitset, right: Bitset): Bitset {
  for (let word = 0; word < target.length; word += 1) target[word] = (left[word] ?? 0) & (right[word] ?? 0);
  return target;
}

/** target |= source. */
export function unionInto(target: Bitset, source: Bitset): void {
  for (let word = 0; word < target.length; word += 1) target[word] = (target[word] ?? 0) | (source[word] ?? 0);
}

export function addBit(bits: Bitset, position: number): void {
  bits[position >>> 5] = (bits[position >>> 5] ?? 0) | (1 << (position & 31));
}

export function hasBit(bits: Bitset, position: number): boolean {
  return (((bits[position >>> 5] ?? 0) >>> (position & 31)) & 1) === 1;
}

/** A bitset with the first `size` bits set. */
export function fullBitset(size: number): Bitset {
  const bits = new Int32Array(wordCount(size)).fill(-1);
  if (size & 31) bits[bits.length - 1] = (1 << (size & 31)) - 1;
  return bits;
}
