import 'server-only';
import { mix, shade } from './color';
import { hashString, line, pts, random, rect } from './svg';

// The architecture of a room scene (1600 x 900): plastered wall, floor, an arched window and
// the light it throws. The furniture is composed on top of it in rooms.ts.

export const ROOM_W = 1600;
export const ROOM_H = 900;
export const HORIZON = 640;

export type FloorKind = 'wood' | 'terrazzo' | 'tile';

export function shellDefs(wall: string, floor: string, light: number) {
  const beam = 0.34 * light;
  return (
    `<linearGradient id="wall" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${shade(wall, 0.16)}"/><stop offset="0.55" stop-color="${wall}"/><stop offset="1" stop-color="${shade(wall, -0.1)}"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(floor, -0.12)}"/><stop offset="1" stop-color="${shade(floor, 0.06)}"/></linearGradient>` +
    `<linearGradient id="beam" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#fff6df" stop-opacity="${beam.toFixed(3)}"/><stop offset="1" stop-color="#fff6df" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1c140f" stop-opacity="0"/><stop offset="1" stop-color="#1c140f" stop-opacity="0.18"/></linearGradient>`
  );
}

function floorDetail(kind: FloorKind, floor: string, seed: string) {
  const seam = shade(floor, -0.3);
  if (kind === 'wood') {
    const lines: string[] = [];
    for (let x = -1400; x <= 3000; x += 130) {
      const bottom = 800 + (x - 800) * 1.9;
      lines.push(line(x, HORIZON, bottom, ROOM_H, seam, 2, 'stroke-opacity=\"0.35"'));
    }
    return lines.join('');
  }
  if (kind === 'tile') {
    const lines: string[] = [];
    for (let x = -1400; x <= 3000; x += 200) lines.push(line(x, HORIZON, 800 + (x - 800) * 1.9, ROOM_H, '#fff', 2, 'stroke-opacity=\"0.35"'));
    for (const y of [672, 716, 776, 856]) lines.push(line(0, y, ROOM_W, y, '#fff', 2, 'stroke-opacity=\"0.35"'));
    return lines.join('');
  }
  const rnd = random(hashString(seed));
  const chips: string[] = [];
  const colours = [shade(floor, -0.35), shade(floor, 0.35), '#b5603f', '#6f7145'];
  for (let i = 0; i < 150; i++) {
    const y = HORIZON + 6 + rnd() * (ROOM_H - HORIZON);
    const size = 2 + ((y - HORIZON) / (ROOM_H - HORIZON)) * 6;
    chips.push(`<ellipse cx="${(rnd() * ROOM_W).toFixed(0)}" cy="${y.toFixed(0)}" rx="${size.toFixed(1)}" ry="${(size * 0.5).toFixed(1)}" fill="${colours[i % 4]}" fill-opacity="0.55"/>`);
  }
  return chips.join('');
}

/** A tall arched window with mullions, its sheer curtains and the light falling on the floor. */
function archedWindow(x: number, w: number, light: number, shift: number) {
  const top = 90;
  const bottom = 560;
  const r = w / 2;
  const arch = `M${x},${bottom} L${x},${top + r} A${r},${r} 0 0 1 ${x + w},${top + r} L${x + w},${bottom} Z`;
  const glass = `M${x + 18},${bottom - 14} L${x + 18},${top + r} A${r - 18},${r - 18} 0 0 1 ${x + w - 18},${top + r} L${x + w - 18},${bottom - 14} Z`;
  const mid = x + w / 2;
  const floorPatch: Array<[number, number]> = [
    [x + 40 + shift * 0.4, HORIZON + 14],
    [x + w + 40 + shift * 0.4, HORIZON + 14],
    [x + w + 420 + shift, ROOM_H],
    [x + 80 + shift, ROOM_H],
  ];
  return [
    `<path d="${arch}" fill="#f4ece0"/>`,
    `<path d="${glass}" fill="url(#sky)"/>`,
    `<path d="${glass}" fill="url(#glow)" fill-opacity="${(0.5 + 0.3 * light).toFixed(2)}"/>`,
    line(mid, top + 20, mid, bottom - 14, '#f4ece0', 10),
    line(x + 18, top + r + 40, x + w - 18, top + r + 40, '#f4ece0', 10),
    line(x + 18, 400, x + w - 18, 400, '#f4ece0', 8),
    rect(x - 20, bottom - 4, w + 40, 18, '#efe4d4', 3),
    `<polygon points="${pts([[x + 18, top + r], [x + w - 18, top + r], [x + w + 380 + shift, ROOM_H], [x + 120 + shift, ROOM_H]])}" fill="url(#beam)"/>`,
    `<polygon points="${pts(floorPatch)}" fill="#fff3d6" fill-opacity="${(0.16 * light).toFixed(3)}"/>`,
    `<path d="M${x - 70},60 L${x + 20},60 Q${x + 40},330 ${x + 6},${HORIZON - 6} L${x - 80},${HORIZON - 6} Z" fill="#fbf6ee" fill-opacity="0.82"/>`,
    `<path d="M${x - 70},60 L${x + 20},60 Q${x + 40},330 ${x + 6},${HORIZON - 6} L${x - 80},${HORIZON - 6} Z" fill="url(#folds)" fill-opacity="0.6"/>`,
    line(x - 110, 58, x + w + 60, 58, '#b8893b', 6),
  ].join('');
}

/** An arched niche: a recess in a deeper tone of the wall, framing the main piece. */
export function archNiche(cx: number, w: number, wall: string) {
  const r = w / 2;
  const top = 130;
  const d = `M${cx - r},${HORIZON} L${cx - r},${top + r} A${r},${r} 0 0 1 ${cx + r},${top + r} L${cx + r},${HORIZON} Z`;
  return `<path d="${d}" fill="${shade(wall, -0.12)}"/><path d="${d}" fill="url(#litSoft)"/>`;
}

export type ShellOptions = { wall: string; floor: string; floorKind: FloorKind; seed: string; light: number; shift: number; window: boolean };

/** Wall, floor, skirting and (optionally) the window with its light. */
export function roomShell(o: ShellOptions) {
  return [
    rect(0, 0, ROOM_W, HORIZON, 'url(#wall)'),
    rect(0, HORIZON, ROOM_W, ROOM_H - HORIZON, 'url(#floor)'),
    floorDetail(o.floorKind, o.floor, o.seed),
    rect(0, HORIZON - 14, ROOM_W, 16, mix(o.wall, '#fff8ee', 0.45)),
    rect(0, HORIZON, ROOM_W, 6, shade(o.floor, -0.35), 0, 'fill-opacity="0.35"'),
    o.window ? archedWindow(150, 300, o.light, o.shift) : '',
  ].join('');
}

/** A pendant lamp hanging from above, with its pool of light. */
export function pendant(x: number, drop: number, colour: string) {
  return (
    line(x, 0, x, drop, '#3a2f28', 3) +
    `<ellipse cx="${x}" cy="${drop + 120}" rx="170" ry="140" fill="url(#glow)" fill-opacity="0.55"/>` +
    `<path d="M${x - 70},${drop + 70} Q${x - 66},${drop} ${x},${drop} Q${x + 66},${drop} ${x + 70},${drop + 70} Z" fill="${colour}"/>` +
    `<path d="M${x - 70},${drop + 70} Q${x - 66},${drop} ${x},${drop} Q${x + 66},${drop} ${x + 70},${drop + 70} Z" fill="url(#cyl)"/>` +
    `<ellipse cx="${x}" cy="${drop + 70}" rx="70" ry="10" fill="#fff2cf"/>`
  );
}
