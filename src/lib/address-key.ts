// One address however it is typed (docs/decisions/0059-fabric-samples.md, amendment "an address however it
// is typed"): "No. 12, Admiralty Rd." and "12 admiralty road" are one door. Case, spacing and punctuation
// are dropped, a house number's "No." too, and the common abbreviations of a Nigerian street address are
// read as their words, so retyping an address differently does not make it another one.

const WORDS: Record<string, string> = {
  st: 'street',
  str: 'street',
  rd: 'road',
  ave: 'avenue',
  av: 'avenue',
  cres: 'crescent',
  cresc: 'crescent',
  cl: 'close',
  dr: 'drive',
  ln: 'lane',
  blvd: 'boulevard',
  est: 'estate',
  hwy: 'highway',
  expy: 'expressway',
  expwy: 'expressway',
  pl: 'place',
  sq: 'square',
  ct: 'court',
  jct: 'junction',
  junc: 'junction',
  opp: 'opposite',
  blk: 'block',
  apt: 'apartment',
  flr: 'floor',
  bldg: 'building',
};

/** The address as a key: its words lower-cased, abbreviations spelt out, joined with nothing between them. */
export function addressKey(address: string): string {
  const words = address.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return words
    .filter((word, index) => !((word === 'no' || word === 'number') && /^\d/.test(words[index + 1] ?? '')))
    .map((word) => WORDS[word] ?? word)
    .join('');
}
