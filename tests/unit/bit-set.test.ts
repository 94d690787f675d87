import { describe, expect, it } from 'vitest';
import { addAll, addBit, countBits, countCommon, emptyBits, forEachCommon, fullBits, hasBit, keepCommon } from '@/lib/bit-set';

// The bit sets the shop's filter counts are taken with (src/server/catalog/facet-index.ts).

const setOf = (size: number, members: number[]) => {
  const bits = emptyBits(size);
  for (const at of members) addBit(bits, at);
  return bits;
};

describe('bit sets', () => {
  it('hold every number below the size when full, and none past it, at word edges too', () => {
    for (const size of [0, 1, 31, 32, 33, 64, 100]) {
      const bits = fullBits(size);
      expect(countBits(bits), String(size)).toBe(size);
      if (size > 0) expect(hasBit(bits, size - 1)).toBe(true);
    }
  });

  it('count the overlap of two sets as their intersection holds it', () => {
    const a = setOf(200, [0, 5, 31, 32, 63, 64, 150, 199]);
    const b = setOf(200, [5, 31, 33, 64, 150, 198]);
    expect(countCommon(a, b)).toBe(4);
    expect(countBits(keepCommon(a.slice(), b))).toBe(4);
    expect(countBits(addAll(a.slice(), b))).toBe(10);
  });

  it('visit the common numbers in order, the highest bit of a word included', () => {
    const a = setOf(100, [1, 31, 32, 63, 99]);
    const seen: number[] = [];
    forEachCommon(a, fullBits(100), (at) => seen.push(at));
    expect(seen).toEqual([1, 31, 32, 63, 99]);
  });
});
