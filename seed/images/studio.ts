import 'server-only';
import { luminance, mix, shade } from './color';
import { floorShadow, hashString, place, rect, svgDocument, type Piece } from './svg';

// A catalogue "studio shot": the piece centred on a warm seamless backdrop with a soft
// spotlight and a contact shadow. Wall pieces (mirrors, art) hang instead of standing.

const BACKDROPS = ['#efe3d3', '#ecdccd', '#e6ddcc', '#eadfce', '#e3dfd0', '#f0e2d6'];
const DEEP_BACKDROPS = ['#d9c4aa', '#d5bba5', '#cfc3ad'];

export type StudioOptions = {
  seed: string;
  /** The piece's main colour: light pieces get a deeper backdrop. */
  subject: string;
  mounted?: 'floor' | 'wall';
  /** A detail shot: the piece enlarged about its middle, cropped by the frame. */
  closeUp?: boolean;
};

function backdropFor(seed: string, subject: string) {
  const list = luminance(subject) > 0.45 ? DEEP_BACKDROPS : BACKDROPS;
  return list[hashString(seed) % list.length] as string;
}

function studioDefs(backdrop: string) {
  const wallTop = shade(backdrop, 0.35);
  const floorTop = shade(backdrop, -0.07);
  return (
    `<linearGradient id="studio" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${wallTop}"/><stop offset="0.62" stop-color="${backdrop}"/>` +
    `<stop offset="0.74" stop-color="${floorTop}"/><stop offset="1" stop-color="${mix(floorTop, backdrop, 0.6)}"/>` +
    `</linearGradient>`
  );
}

/** The studio shot in two layers: the backdrop (shared by every product on the same colour,
 *  so it is rendered once; its radial spotlight is the costliest part) and the piece with its
 *  shadow on a transparent ground. */
export function studioLayers(piece: Piece, options: StudioOptions, size: number) {
  const backdrop = backdropFor(options.seed, options.subject);
  const wall = options.mounted === 'wall';
  const maxW = 820;
  const maxH = wall ? 640 : piece.h > piece.w * 1.25 ? 760 : 600;
  const s = Math.min(maxW / piece.w, maxH / piece.h) * (options.closeUp ? 1.6 : 1);
  const baseline = options.closeUp ? 540 + (piece.h * s) / 2 : wall ? 500 + (piece.h * s) / 2 : 840;
  const ground = rect(0, 0, 1000, 1000, 'url(#studio)') + '<ellipse cx="500" cy="500" rx="520" ry="470" fill="url(#spot)"/>';
  // Wall pieces draw their own shadow on the wall.
  const subject = (wall ? '' : floorShadow(500, baseline, piece.w * s, 0.05)) + place(piece, 500, baseline, s);
  return {
    backdrop: svgDocument(1000, 1000, size, size, studioDefs(backdrop), ground),
    subject: svgDocument(1000, 1000, size, size, '', subject),
  };
}
