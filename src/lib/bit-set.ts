// Sets of small whole numbers (0 .. size-1) as bits in 32-bit words, for counting the overlap of many
// large sets quickly: the shop's filter counts (src/server/catalog/facet-index.ts). Words past `size`
// are kept zero so every count is exact.

export type BitSet = Uint32Array;

export const emptyBits = (size: number): BitSet => new Uint32Array((size + 31) >>> 5);

/** Every number below `size`. */
export function fullBits(size: number): BitSet {
  const bits = emptyBits(size).fill(0xffffffff);
  const spare = bits.length * 32 - size;
  if (spare > 0) bits[bits.length - 1] = 0xffffffff >>> spare;
  return bits;
}

export function addBit(bits: BitSet, at: number) {
  bits[at >>> 5]! |= 1 << (at & 31);
}

export function hasBit(bits: BitSet, at: number) {
  return (bits[at >>> 5]! & (1 << (at & 31))) !== 0;
}

/** Keeps in `target` only what `other` holds too. */
export function keepCommon(target: BitSet, other: BitSet) {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
  return target;
}

/** Adds to `target` what `other` holds. */
export function addAll(target: BitSet, other: BitSet) {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!;
  return target;
}

function countWord(word: number) {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function countBits(bits: BitSet) {
  let count = 0;
  for (let i = 0; i < bits.length; i++) count += countWord(bits[i]!);
  return count;
}

/** How many numbers both sets hold, without building their intersection. */
export function countCommon(a: BitSet, b: BitSet) {
  let count = 0;
  for (let i = 0; i < a.length; i++) {
    const word = a[i]! & b[i]!;
    if (word !== 0) count += countWord(word);
  }
  return count;
}

/** Calls `visit` with each number both sets hold, in order. */
export function forEachCommon(a: BitSet, b: BitSet, visit: (at: number) => void) {
  for (let i = 0; i < a.length; i++) {
    let word = a[i]! & b[i]!;
    while (word !== 0) {
      const low = word & -word;
      visit(i * 32 + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}
