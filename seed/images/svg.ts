import 'server-only';

// Small SVG helpers shared by the product illustrations and the room scenes. Pieces are drawn
// in their own coordinates: centred on x = 0, standing on the floor at y = 0, rising to -h.

export type Piece = { svg: string; w: number; h: number };

/** A stable 32-bit hash, so the same name always yields the same picture. */
export function hashString(text: string) {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** A seeded pseudo-random generator (mulberry32): deterministic decoration. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds coordinates so the SVG text stays short. */
export const r1 = (value: number) => Math.round(value * 10) / 10;

export function pts(points: Array<[number, number]>) {
  return points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');
}

export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"${rx ? ` rx="${r1(rx)}"` : ''} fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** A rectangle in `fill` with a soft light-from-above overlay (or another shared overlay). */
export function softRect(x: number, y: number, w: number, h: number, fill: string, rx = 0, overlay = 'lit') {
  return rect(x, y, w, h, fill, rx) + rect(x, y, w, h, `url(#${overlay})`, rx);
}

export function softPath(d: string, fill: string, overlay = 'lit') {
  return `<path d="${d}" fill="${fill}"/><path d="${d}" fill="url(#${overlay})"/>`;
}

export function softPolygon(points: Array<[number, number]>, fill: string, overlay = 'lit') {
  const p = pts(points);
  return `<polygon points="${p}" fill="${fill}"/><polygon points="${p}" fill="url(#${overlay})"/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') {
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') {
  return `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${r1(width)}" stroke-linecap="round"${extra ? ` ${extra}` : ''}/>`;
}

/** Draws a piece with its floor point at (x, y), scaled by s. */
export function place(piece: Piece, x: number, y: number, s = 1, flip = false) {
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${flip ? -s : s} ${s})">${piece.svg}</g>`;
}

/** A soft contact shadow on the floor under a piece of the given width. */
export function floorShadow(cx: number, cy: number, width: number, depth = 0.08) {
  return ellipse(cx, cy, width * 0.56, Math.max(10, width * depth), 'url(#shadow)');
}

/** A soft shadow without a blur filter (filters are slow in librsvg): the outline grown in
 *  a few steps, each faint, so the stack darkens towards the middle. */
export function layeredShadow(draw: (grow: number) => string) {
  return [26, 16, 8, 2].map(draw).join('');
}

const stop = (offset: number, color: string, opacity: number) =>
  `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`;

/** Colour-independent overlays: any shape filled in its own colour plus one of these looks lit. */
export const SHARED_DEFS = [
  `<linearGradient id="lit" x1="0" y1="0" x2="0" y2="1">${stop(0, '#fff', 0.22)}${stop(0.45, '#fff', 0)}${stop(1, '#000', 0.22)}</linearGradient>`,
  `<linearGradient id="litSoft" x1="0" y1="0" x2="0" y2="1">${stop(0, '#fff', 0.1)}${stop(1, '#000', 0.14)}</linearGradient>`,
  `<linearGradient id="cyl" x1="0" y1="0" x2="1" y2="0">${stop(0, '#000', 0.22)}${stop(0.35, '#fff', 0.14)}${stop(0.6, '#fff', 0.04)}${stop(1, '#000', 0.3)}</linearGradient>`,
  `<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1">${stop(0, '#fff', 0.5)}${stop(0.4, '#fff', 0.08)}${stop(0.55, '#fff', 0.28)}${stop(1, '#fff', 0)}</linearGradient>`,
  `<radialGradient id="shadow">${stop(0, '#2a1a10', 0.38)}${stop(0.6, '#2a1a10', 0.14)}${stop(1, '#2a1a10', 0)}</radialGradient>`,
  `<radialGradient id="glow">${stop(0, '#fff4d8', 0.95)}${stop(0.35, '#ffe7b8', 0.45)}${stop(1, '#ffe2a8', 0)}</radialGradient>`,
  `<linearGradient id="folds" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="56" y2="0" spreadMethod="repeat">${stop(0, '#000', 0.2)}${stop(0.45, '#fff', 0.14)}${stop(0.7, '#fff', 0.04)}${stop(1, '#000', 0.2)}</linearGradient>`,
  `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${stop(0, '#cfe0e6', 1)}${stop(0.7, '#f3ead6', 1)}${stop(1, '#f6e2c0', 1)}</linearGradient>`,
  `<radialGradient id="spot" cx="0.5" cy="0.42" r="0.6">${stop(0, '#fff', 0.55)}${stop(0.7, '#fff', 0.08)}${stop(1, '#fff', 0)}</radialGradient>`,
].join('');

export function svgDocument(viewW: number, viewH: number, outW: number, outH: number, defs: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${viewW} ${viewH}" preserveAspectRatio="xMidYMid slice"><defs>${SHARED_DEFS}${defs}</defs>${body}</svg>`;
}
