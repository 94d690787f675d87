import 'server-only';
import { PALETTE, swatch } from './color';
import { hashString, type Piece } from './svg';
import { armchair, diningChair, sofa, stool, type ArmchairShape, type SofaShape } from './furniture/seating';
import { bed, consoleTable, table, type BedShape, type ConsoleShape, type TableShape } from './furniture/beds-tables';
import { cushionSet, curtains, floorLamp, mirror, plant, pouf, rug, tableLamp, vase, wallArt, type CurtainShape } from './furniture/soft-goods';

/** What a product's pictures show: the kind of piece and its shape; colours come from the product. */
export type ProductArt = { wood?: string } & (
  | ({ kind: 'sofa' } & SofaShape)
  | ({ kind: 'armchair' } & ArmchairShape)
  | ({ kind: 'bed' } & BedShape)
  | ({ kind: 'table' } & TableShape)
  | ({ kind: 'console' } & ConsoleShape)
  | ({ kind: 'curtains' } & CurtainShape)
  | { kind: 'dining-chair' | 'stool' | 'lamp' | 'floor-lamp' | 'vase' | 'mirror' | 'rug' | 'pouf' | 'plant' | 'wall-art' | 'cushions' }
);

const ACCENTS = [PALETTE.terracotta, PALETTE.indigo, PALETTE.olive, PALETTE.ochre, PALETTE.rust, PALETTE.sage];

/** A stable accent (cushions, throws, decor) that differs from the main colour. */
export function accentFor(seed: string, colour: string) {
  const choices = ACCENTS.filter((accent) => accent !== colour);
  return choices[hashString(seed) % choices.length] as string;
}

export function isWallMounted(art: ProductArt) {
  return art.kind === 'mirror' || art.kind === 'wall-art';
}

/** The drawing of one product in one colour (a swatch name such as 'Indigo' or 'Walnut'). */
export function productPiece(art: ProductArt, colourName: string, seed: string): Piece {
  const colour = swatch(colourName);
  const accent = accentFor(seed, colour);
  const wood = swatch(art.wood ?? 'Walnut');
  switch (art.kind) {
    case 'sofa':
      return sofa(colour, art, accent);
    case 'armchair':
      return armchair(colour, art, accent);
    case 'dining-chair':
      return diningChair(colour, wood);
    case 'stool':
      return stool(colour, wood);
    case 'bed':
      return bed(colour, art, accent, wood);
    case 'table':
      return table(colour, art, accent);
    case 'console':
      return consoleTable(colour, art, accent);
    case 'curtains':
      return curtains(colour, art);
    case 'lamp':
      return tableLamp(colour);
    case 'floor-lamp':
      return floorLamp(colour);
    case 'vase':
      return vase(colour, seed);
    case 'mirror':
      return mirror(colour);
    case 'rug':
      return rug(colour, accent);
    case 'pouf':
      return pouf(colour);
    case 'plant':
      return plant(colour, seed);
    case 'wall-art':
      return wallArt(colour, accent);
    case 'cushions':
      return cushionSet(colour, accent);
  }
}
