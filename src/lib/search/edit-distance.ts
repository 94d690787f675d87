// Typing mistakes, measured (docs/decisions/0057-forgiving-search.md): the optimal string alignment
// distance counts a wrong, missing or extra letter, or two neighbours swapped ("curtian"), as one edit.

/**
 * The edits between `a` and `b`, or `limit + 1` as soon as it is sure to be more than `limit`, so a
 * word list is compared quickly.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforeLast: number[] = [];
  let last = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforeLast[j - 2]! + 1);
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    beforeLast = last;
    last = row;
  }
  return Math.min(last[b.length]!, limit + 1);
}

/**
 * How many edits a word of this length may be away from a known word and still be taken for it:
 * none for short words, where one letter changes the word ("bed", "rug"), more for long ones.
 */
export function correctableEdits(length: number) {
  if (length < 4) return 0;
  return length < 5 ? 1 : 2;
}

/** How many edits away a word may be for "Did you mean": one more than search corrects by itself. */
export function suggestableEdits(length: number) {
  return length < 3 ? 0 : correctableEdits(length) + 1;
}

/**
 * The known words nearest to `word` within `maxEdits`, nearest first, then the most used: a word list
 * maps each word to how many pieces use it.
 */
export function nearestWords(word: string, known: ReadonlyMap<string, number>, maxEdits: number, count = 1): string[] {
  if (maxEdits <= 0) return [];
  const found: Array<{ word: string; edits: number; uses: number }> = [];
  for (const [candidate, uses] of known) {
    const edits = editDistance(word, candidate, maxEdits);
    if (edits <= maxEdits && edits > 0) found.push({ word: candidate, edits, uses });
  }
  found.sort((x, y) => x.edits - y.edits || y.uses - x.uses || x.word.localeCompare(y.word));
  return found.slice(0, count).map((entry) => entry.word);
}
