// Words search treats as the same (docs/decisions/0057-forgiving-search.md). Staff keep them in Website
// Settings as a group per line, "sofa, couch, settee": a search for any word of a group also finds the
// others, both ways.

/** What a new shop starts with: the trade's common synonyms, which staff may change. */
export const SEARCH_SYNONYMS_DEFAULT = [
  'sofa, couch, settee',
  'curtain, drape, drapery',
  'duvet, comforter, quilt',
  'wardrobe, closet, armoire',
  'pouf, ottoman, footstool',
  'rug, carpet',
  'sideboard, buffet, credenza',
  'cushion, pillow',
  'blind, shade',
  'armchair, accent chair',
  'bedside table, nightstand',
  'lamp, light',
].join('\n');

/** One word or phrase as search compares it: lower case, single spaces. */
export function synonymWord(text: string) {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The groups of a synonyms text, each with its words once; a line with fewer than two words is no group. */
export function parseSynonymGroups(text: string): string[][] {
  return text
    .split('\n')
    .map((line) => [...new Set(line.split(',').map(synonymWord).filter(Boolean))])
    .filter((group) => group.length >= 2);
}

/** The other words that mean what `word` means, from every group that holds it. */
export function synonymsOf(word: string, groups: readonly string[][]): string[] {
  const key = synonymWord(word);
  const found = new Set<string>();
  for (const group of groups) {
    if (group.includes(key)) for (const other of group) if (other !== key) found.add(other);
  }
  return [...found];
}
