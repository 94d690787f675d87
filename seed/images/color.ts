import 'server-only';

// Colour arithmetic for the seed illustrations, and the named swatches that product colour
// variants map to, so a product listed in 'Terracotta' is drawn in terracotta.

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb) {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

export function mix(a: string, b: string, t: number) {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Lighter (amount > 0) or darker (amount < 0), toward warm white or warm black rather than grey. */
export function shade(hex: string, amount: number) {
  return amount >= 0 ? mix(hex, '#fff8ee', amount) : mix(hex, '#1c140f', -amount);
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string) {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const PALETTE = {
  cream: '#f3ebdf',
  linen: '#e9dccb',
  sand: '#d8c2a2',
  clay: '#c98a68',
  terracotta: '#b5603f',
  rust: '#9c4a2e',
  ochre: '#c9962f',
  olive: '#6f7145',
  sage: '#98a083',
  indigo: '#2f3d6b',
  midnight: '#1f2944',
  charcoal: '#3b3734',
  brass: '#b8893b',
  walnut: '#6a4630',
  oak: '#b48a5c',
  white: '#faf6ef',
} as const;

const SWATCHES: Record<string, string> = {
  indigo: PALETTE.indigo,
  'adire indigo': PALETTE.indigo,
  'midnight blue': PALETTE.midnight,
  'navy': '#27324f',
  terracotta: PALETTE.terracotta,
  rust: PALETTE.rust,
  'burnt orange': '#c0682f',
  clay: PALETTE.clay,
  blush: '#d9a596',
  olive: PALETTE.olive,
  'olive green': PALETTE.olive,
  sage: PALETTE.sage,
  'forest green': '#34513f',
  emerald: '#2f5e4e',
  mustard: '#c79a2e',
  ochre: PALETTE.ochre,
  sand: PALETTE.sand,
  stone: '#b9ad9a',
  taupe: '#8f7f6e',
  ivory: '#ebe3d3',
  cream: '#e8dcc6',
  'natural linen': '#d9ccb4',
  'oatmeal': '#cdbfa6',
  charcoal: PALETTE.charcoal,
  'ash grey': '#8c8a86',
  black: '#2a2725',
  'black ash': '#2f2b28',
  walnut: PALETTE.walnut,
  oak: PALETTE.oak,
  'natural oak': PALETTE.oak,
  iroko: '#8a5a36',
  teak: '#96643d',
  mahogany: '#6b3528',
  brass: PALETTE.brass,
  'brushed brass': PALETTE.brass,
  'white marble': '#ece7df',
  'travertine': '#d9c8ad',
  'green marble': '#3f5a4c',
  ceramic: '#e6dccb',
};

/** The colour a named swatch is drawn in; an unknown name gets a stable colour from the palette. */
export function swatch(name: string) {
  const known = SWATCHES[name.trim().toLowerCase()];
  if (known) return known;
  const fallback = [PALETTE.terracotta, PALETTE.indigo, PALETTE.olive, PALETTE.sand, PALETTE.ochre];
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return fallback[hash % fallback.length] as string;
}
