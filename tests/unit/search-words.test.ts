import { describe, expect, it } from 'vitest';
import { correctableEdits, editDistance, nearestWords, suggestableEdits } from '@/lib/search/edit-distance';
import { parseSynonymGroups, SEARCH_SYNONYMS_DEFAULT, synonymsOf } from '@/lib/search/synonyms';
import { searchSynonymsSetting } from '@/lib/schemas/search-synonyms-setting';

// The pure halves of forgiving search (docs/decisions/0057-forgiving-search.md): how far a typed word is
// from a known one, and the synonyms staff keep.

describe('editDistance', () => {
  it('counts a wrong, missing or extra letter, and two neighbours swapped, as one edit each', () => {
    expect(editDistance('sofa', 'sofa', 2)).toBe(0);
    expect(editDistance('sofs', 'sofa', 2)).toBe(1);
    expect(editDistance('sof', 'sofa', 2)).toBe(1);
    expect(editDistance('sofaa', 'sofa', 2)).toBe(1);
    expect(editDistance('curtian', 'curtain', 2)).toBe(1);
    expect(editDistance('sofer', 'sofa', 2)).toBe(2);
  });

  it('stops past its limit, answering limit + 1', () => {
    expect(editDistance('wardrobe', 'sofa', 2)).toBe(3);
    expect(editDistance('zopha', 'sofa', 2)).toBe(3);
    expect(editDistance('zopha', 'sofa', 3)).toBe(3);
  });
});

describe('how far search reaches', () => {
  it('corrects nothing under four letters, one edit up to four, two from five; suggests one edit further', () => {
    expect([3, 4, 5, 9].map(correctableEdits)).toEqual([0, 1, 2, 2]);
    expect([2, 3, 4, 5].map(suggestableEdits)).toEqual([0, 1, 2, 3]);
  });

  it('finds the nearest known words, nearest first, then the most used, never the word itself', () => {
    const known = new Map([['sofa', 12], ['sofas', 3], ['soft', 1], ['curtain', 5]]);
    expect(nearestWords('sofer', known, 2, 3)).toEqual(['sofa', 'sofas', 'soft']);
    expect(nearestWords('sofa', known, 1, 3)).toEqual(['sofas', 'soft']);
    expect(nearestWords('curtian', known, 2)).toEqual(['curtain']);
    expect(nearestWords('xylophone', known, 2)).toEqual([]);
    expect(nearestWords('sofer', known, 0)).toEqual([]);
  });
});

describe('synonyms', () => {
  it('reads a group per line, lower-cased, each word once; a line of one word is no group', () => {
    expect(parseSynonymGroups(' Sofa ,couch,  COUCH\nrug\n\nbedside   table, nightstand')).toEqual([
      ['sofa', 'couch'],
      ['bedside table', 'nightstand'],
    ]);
  });

  it('gives the other words of every group holding a word, both ways', () => {
    const groups = parseSynonymGroups('sofa, couch, settee\ncouch, divan');
    expect(synonymsOf('Couch', groups)).toEqual(['sofa', 'settee', 'divan']);
    expect(synonymsOf('settee', groups)).toEqual(['sofa', 'couch']);
    expect(synonymsOf('bed', groups)).toEqual([]);
  });

  it('starts a new shop with the trade’s common synonyms', () => {
    const groups = parseSynonymGroups(SEARCH_SYNONYMS_DEFAULT);
    expect(synonymsOf('couch', groups)).toContain('sofa');
    expect(synonymsOf('settee', groups)).toContain('sofa');
    expect(synonymsOf('drape', groups)).toContain('curtain');
    expect(synonymsOf('duvet', groups)).toContain('comforter');
  });

  it('the setting saves the groups tidied and refuses a line of one word', () => {
    expect(searchSynonymsSetting.parse('Sofa, Couch\r\n\r\nrug,carpet ')).toBe('sofa, couch\nrug, carpet');
    expect(searchSynonymsSetting.parse('')).toBe('');
    const refused = searchSynonymsSetting.safeParse('sofa, couch\nottoman');
    expect(refused.success ? null : refused.error.issues[0]?.message).toBe('“ottoman” needs at least two words, separated by commas');
  });
});
