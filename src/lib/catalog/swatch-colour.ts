import { COLOUR_OPTION } from './variant-rules';

// The colour a named variant is shown in (the same names the seed pictures are drawn in),
// so 'Terracotta' shows terracotta. An unknown name (an admin typed "Pistachio") gets a
// neutral swatch with its name beside it, never a wrong guess.

const SWATCHES: Record<string, string> = {
  indigo: '#2f3d6b',
  'adire indigo': '#2f3d6b',
  'midnight blue': '#1f2944',
  navy: '#27324f',
  terracotta: '#b5603f',
  rust: '#9c4a2e',
  'burnt orange': '#c0682f',
  clay: '#c98a68',
  blush: '#d9a596',
  olive: '#6f7145',
  'olive green': '#6f7145',
  sage: '#98a083',
  'forest green': '#34513f',
  emerald: '#2f5e4e',
  mustard: '#c79a2e',
  ochre: '#c9962f',
  sand: '#d8c2a2',
  stone: '#b9ad9a',
  taupe: '#8f7f6e',
  ivory: '#ebe3d3',
  cream: '#e8dcc6',
  'natural linen': '#d9ccb4',
  oatmeal: '#cdbfa6',
  charcoal: '#3b3734',
  'ash grey': '#8c8a86',
  grey: '#8c8a86',
  white: '#faf6ef',
  black: '#2a2725',
  'black ash': '#2f2b28',
  walnut: '#6a4630',
  oak: '#b48a5c',
  'natural oak': '#b48a5c',
  iroko: '#8a5a36',
  teak: '#96643d',
  mahogany: '#6b3528',
  brass: '#b8893b',
  'brushed brass': '#b8893b',
  gold: '#b8893b',
  'white marble': '#ece7df',
  travertine: '#d9c8ad',
  'green marble': '#3f5a4c',
};

export function swatchColour(name: string): string | null {
  return SWATCHES[name.trim().toLowerCase()] ?? null;
}

/** How a value is drawn: a picture of the fabric or finish, or a colour (null: one we do not know, a neutral stripe). */
export type SwatchLook = { imageUrl: string } | { colour: string | null };

/** A value's swatch: its picture, else a colour's (the Colour option), else none (sizes show as their name). */
export function valueSwatch(optionName: string, value: string, swatchImageUrl: string | null): SwatchLook | null {
  if (swatchImageUrl) return { imageUrl: swatchImageUrl };
  return optionName.trim().toLowerCase() === COLOUR_OPTION.toLowerCase() ? { colour: swatchColour(value) } : null;
}
