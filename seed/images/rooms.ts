import 'server-only';
import { PALETTE, swatch } from './color';
import { accentFor } from './product-art';
import { archNiche, pendant, roomShell, ROOM_H, ROOM_W, shellDefs, type FloorKind } from './room-shell';
import { floorShadow, hashString, place, svgDocument, type Piece } from './svg';
import { armchair, diningChair, sofa } from './furniture/seating';
import { bed, consoleTable, table } from './furniture/beds-tables';
import { curtains, floorLamp, mirror, plant, pouf, rug, tableLamp, vase, wallArt } from './furniture/soft-goods';

// Room scenes for banners, hero slides, blog and portfolio: the shell from room-shell.ts
// with a composition of the same furniture drawings the product shots use.

export type RoomKind = 'living' | 'bedroom' | 'dining' | 'entry' | 'reading' | 'window' | 'sideboard' | 'workspace';

export type RoomScene = {
  kind: RoomKind;
  /** Swatch names: the wall, the floor and the main piece. */
  wall: string;
  floor: string;
  colour: string;
  floorKind?: FloorKind;
  mirrored?: boolean;
  seed: string;
};

/** For the hero video: zoom about the centre, light intensity (0..1) and sun shift in px. */
export type RoomMotion = { zoom: number; light: number; shift: number };

type Ctx = { colour: string; accent: string; wall: string; seed: string };

/** Stands a piece on the floor with its contact shadow. */
function stand(piece: Piece, x: number, y: number, s: number, flip = false) {
  return floorShadow(x, y, piece.w * s, 0.035) + place(piece, x, y, s, flip);
}

function pictures(ctx: Ctx, cx: number, y: number, s: number) {
  const art = wallArt(ctx.colour, ctx.accent);
  const other = wallArt(PALETTE.olive, PALETTE.terracotta);
  return place(art, cx - 110, y, s) + place(other, cx + 110, y, s);
}

function sideTableWithLamp(x: number, y: number, s: number, lampColour: string) {
  const side = table('#b48a5c', { style: 'side' }, PALETTE.olive);
  return stand(side, x, y, s) + place(tableLamp(lampColour), x, y - 450 * s, s * 0.75);
}

const COMPOSE: Record<RoomKind, (ctx: Ctx) => string> = {
  living: (c) => {
    // The seed varies the arrangement, so living rooms across the site are not all alike.
    const variant = hashString(c.seed) % 3;
    const right = variant === 1 ? sideTableWithLamp(1360, 800, 0.42, PALETTE.cream) : stand(floorLamp(PALETTE.brass), 1400, 800, 0.58, true);
    return (
      (variant === 2 ? place(mirror(PALETTE.brass), 930, 470, 0.42) : pictures(c, 930, 430, 0.3)) +
      place(rug(PALETTE.sand, c.accent), 930, 880, 1.05) +
      stand(plant(PALETTE.sand, c.seed), 560, 790, 0.5) +
      stand(sofa(c.colour, { seats: 3, arms: variant === 1 ? 'track' : 'round', legs: variant === 2 ? 'wood' : 'brass' }, c.accent), 930, 800, 0.78) +
      right +
      stand(table(variant === 1 ? '#8a5a36' : '#d9c8ad', { style: variant === 1 ? 'coffee-rect' : 'coffee' }, c.accent), 930, 890, variant === 1 ? 0.62 : 0.5)
    );
  },
  bedroom: (c) =>
    archNiche(900, 860, c.wall) +
    place(wallArt(c.accent, c.colour), 900, 330, 0.26) +
    sideTableWithLamp(470, 790, 0.42, PALETTE.terracotta) +
    sideTableWithLamp(1330, 790, 0.42, PALETTE.terracotta) +
    stand(bed(c.colour, { headboard: 'channel', frame: 'wood' }, c.accent, swatch('Walnut')), 900, 840, 0.82) +
    stand(plant(PALETTE.terracotta, c.seed, false), 1500, 830, 0.42),
  dining: (c) =>
    archNiche(900, 720, c.wall) +
    stand(diningChair(c.accent, swatch('Walnut')), 700, 760, 0.68) +
    stand(diningChair(c.accent, swatch('Walnut')), 1100, 760, 0.68) +
    stand(table(c.colour, { style: 'dining' }, c.accent), 900, 840, 0.76) +
    pendant(780, 120, PALETTE.brass) +
    pendant(1020, 120, PALETTE.brass) +
    stand(plant(PALETTE.sand, c.seed), 1440, 820, 0.5),
  entry: (c) =>
    place(mirror(PALETTE.brass), 900, 400, 0.5) +
    stand(vase(PALETTE.clay, c.seed), 560, 810, 0.45) +
    stand(consoleTable(c.colour, { style: 'console' }, c.accent), 900, 800, 0.78) +
    stand(pouf(c.accent), 1250, 850, 0.45) +
    stand(plant(PALETTE.sand, c.seed), 1460, 820, 0.45),
  reading: (c) =>
    pictures(c, 920, 400, 0.28) +
    place(rug(c.accent, PALETTE.sand), 920, 880, 0.9) +
    stand(table('#b48a5c', { style: 'side' }, c.accent), 650, 800, 0.45) +
    place(vase(PALETTE.cream, c.seed), 650, 800 - 450 * 0.45, 0.22) +
    stand(armchair(c.colour, { style: 'barrel' }, c.accent), 920, 820, 0.85) +
    stand(floorLamp(PALETTE.brass), 1210, 820, 0.7, true) +
    stand(plant(PALETTE.sand, c.seed), 1470, 830, 0.5),
  window: (c) =>
    place(curtains(c.colour, { pattern: 'adire' }), 560, 650, 0.66) +
    pictures(c, 1200, 400, 0.22) +
    stand(armchair(c.accent, { style: 'wing' }, PALETTE.sand), 1080, 820, 0.72) +
    sideTableWithLamp(1330, 800, 0.4, PALETTE.cream) +
    stand(plant(PALETTE.sand, c.seed), 180, 840, 0.5),
  sideboard: (c) =>
    pictures(c, 930, 360, 0.3) +
    stand(consoleTable(c.colour, { style: 'sideboard' }, c.accent), 930, 800, 0.8) +
    stand(vase(PALETTE.terracotta, c.seed), 560, 820, 0.42) +
    stand(pouf(c.accent), 1380, 850, 0.42),
  workspace: (c) =>
    pictures(c, 950, 380, 0.26) +
    stand(diningChair(c.accent, swatch('Oak')), 900, 770, 0.56) +
    stand(table(c.colour, { style: 'desk' }, c.accent), 950, 820, 0.85) +
    place(tableLamp(PALETTE.olive), 1160, 820 - 540 * 0.85, 0.32) +
    stand(plant(PALETTE.sand, c.seed), 1420, 830, 0.5),
};

/** The scene as an SVG document of the given output size (16:9). */
export function roomSvg(scene: RoomScene, width: number, height: number, motion: RoomMotion = { zoom: 1, light: 1, shift: 0 }) {
  const wall = swatch(scene.wall);
  const floor = swatch(scene.floor);
  const colour = swatch(scene.colour);
  const ctx: Ctx = { colour, accent: accentFor(scene.seed, colour), wall, seed: scene.seed };
  const hasWindow = scene.kind !== 'window';
  const shell = roomShell({ wall, floor, floorKind: scene.floorKind ?? 'wood', seed: scene.seed, light: motion.light, shift: motion.shift, window: hasWindow });
  const content = COMPOSE[scene.kind](ctx) + `<rect width="${ROOM_W}" height="${ROOM_H}" fill="url(#fade)"/>`;
  const cx = ROOM_W / 2;
  const cy = ROOM_H * 0.55;
  const zoom = `translate(${cx} ${cy}) scale(${motion.zoom.toFixed(5)}) translate(${-cx} ${-cy})`;
  const mirror = scene.mirrored ? ` translate(${ROOM_W} 0) scale(-1 1)` : '';
  const body = `<g transform="${zoom}${mirror}">${shell}${content}</g>`;
  return svgDocument(ROOM_W, ROOM_H, width, height, shellDefs(wall, floor, motion.light), body);
}
