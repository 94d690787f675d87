import 'server-only';
import { shade } from '../color';
import { ellipse, line, rect, softPath, softPolygon, softRect, type Piece } from '../svg';

export type LegStyle = 'wood' | 'brass' | 'block';
export type SofaShape = { seats: number; arms?: 'round' | 'track'; legs?: LegStyle; chaise?: boolean; tufted?: boolean };
export type ArmchairShape = { style: 'wing' | 'barrel' | 'lounge' };

const LEG_COLOURS: Record<LegStyle, string> = { wood: '#5b3b27', brass: '#b8893b', block: '#3a2a20' };

function legs(xs: number[], height: number, style: LegStyle) {
  const colour = LEG_COLOURS[style];
  return xs
    .map((x) =>
      style === 'block'
        ? softRect(x - 22, -height, 44, height, colour, 4, 'litSoft')
        : softPolygon([[x - 11, -height], [x + 11, -height], [x + 6, 0], [x - 6, 0]], colour, 'cyl'),
    )
    .join('');
}

/** A throw cushion: a soft square with pinched corners, tilted. */
export function cushion(cx: number, cy: number, size: number, fill: string, tilt = -8) {
  const s = size / 2;
  const k = size * 0.12;
  const d = `M${-s},${-s} Q0,${-s + k} ${s},${-s} Q${s - k},0 ${s},${s} Q0,${s - k} ${-s},${s} Q${-s + k},0 ${-s},${-s}Z`;
  return `<g transform="translate(${cx} ${cy}) rotate(${tilt})">${softPath(d, fill)}${line(-s * 0.55, 0, s * 0.55, 0, shade(fill, -0.25), 3, 'stroke-opacity=\"0.35"')}</g>`;
}

/** A sofa seen from the front: back cushions, seat cushions with a visible top, arms, base and legs. */
export function sofa(colour: string, shape: SofaShape, accent: string): Piece {
  const seatW = shape.seats === 1 ? 250 : 220;
  const armW = shape.arms === 'track' ? 70 : 90;
  const w = shape.seats * seatW + armW * 2;
  const left = -w / 2;
  const legH = shape.legs === 'block' ? 22 : 42;
  const backTop = shape.seats === 1 ? -430 : -390;
  const seatTop = -legH - 150;
  const armTop = seatTop - 70;
  const dark = shade(colour, -0.14);
  const parts: string[] = [];
  parts.push(legs([left + armW * 0.5, -left - armW * 0.5], legH, shape.legs ?? 'wood'));
  parts.push(softRect(left + armW * 0.4, backTop, w - armW * 0.8, -legH - backTop, dark, 40));
  for (let i = 0; i < shape.seats; i++) {
    const x = left + armW + i * seatW;
    parts.push(softRect(x + 6, backTop + 24, seatW - 12, seatTop - backTop - 10, colour, 36));
    if (shape.tufted) {
      for (const [dx, dy] of [[0.3, 0.35], [0.7, 0.35], [0.5, 0.62]] as const) {
        parts.push(ellipse(x + seatW * dx, backTop + 24 + (seatTop - backTop) * dy, 5, 5, shade(colour, -0.35)));
      }
    }
  }
  parts.push(softRect(left + armW * 0.5, seatTop + 60, w - armW, -legH - seatTop - 60, dark, 12, 'litSoft'));
  for (let i = 0; i < shape.seats; i++) {
    const x = left + armW + i * seatW + 3;
    const deep = shape.chaise && i === shape.seats - 1;
    const faceTop = seatTop + (deep ? 44 : 18);
    parts.push(softRect(x, faceTop, seatW - 6, 62, colour, 16));
    parts.push(rect(x + 2, seatTop, seatW - 10, deep ? 58 : 30, shade(colour, 0.12), 14));
  }
  const armRadius = shape.arms === 'track' ? 12 : armW / 2;
  for (const x of [left, -left - armW]) {
    parts.push(softRect(x, armTop, armW, -legH - armTop, colour, armRadius, 'cyl'));
    if (shape.arms === 'track') parts.push(rect(x + 8, armTop + 6, armW - 16, 16, shade(colour, 0.14), 8, 'fill-opacity="0.7"'));
  }
  if (shape.seats > 1) parts.push(cushion(left + armW + seatW * 0.42, seatTop - 62, 124, accent, -9));
  if (shape.seats > 2) parts.push(cushion(-left - armW - seatW * 0.4, seatTop - 58, 112, shade(accent, 0.35), 7));
  return { svg: parts.join(''), w, h: -backTop };
}

function woodenArmchair(colour: string, accent: string): Piece {
  const frame = '#6a4630';
  const parts = [
    softPolygon([[-140, -500], [-104, -500], [-60, -230], [-100, -230]], frame, 'cyl'),
    softPolygon([[140, -500], [104, -500], [60, -230], [100, -230]], frame, 'cyl'),
    softRect(-120, -540, 240, 300, colour, 40),
    softRect(-170, -250, 340, 70, colour, 22),
    rect(-166, -256, 332, 26, shade(colour, 0.12), 12),
    softPolygon([[-190, -300], [-150, -300], [-120, 0], [-150, 0]], frame, 'cyl'),
    softPolygon([[190, -300], [150, -300], [120, 0], [150, 0]], frame, 'cyl'),
    softRect(-210, -318, 120, 26, frame, 12),
    softRect(90, -318, 120, 26, frame, 12),
    softRect(-150, -190, 300, 24, frame, 6, 'litSoft'),
    cushion(-20, -320, 110, accent, -6),
  ];
  return { svg: parts.join(''), w: 420, h: 560 };
}

/** An accent armchair: wingback, rounded barrel, or an open wooden lounge frame. */
export function armchair(colour: string, shape: ArmchairShape, accent: string): Piece {
  if (shape.style === 'lounge') return woodenArmchair(colour, accent);
  if (shape.style === 'barrel') {
    const body = softPath('M-230,-80 L-230,-330 Q-230,-470 0,-470 Q230,-470 230,-330 L230,-80 Z', colour, 'cyl');
    const inner = softPath('M-150,-200 L-150,-330 Q-150,-400 0,-400 Q150,-400 150,-330 L150,-200 Z', shade(colour, -0.12), 'lit');
    const seat = softRect(-165, -230, 330, 70, colour, 20) + rect(-160, -236, 320, 30, shade(colour, 0.12), 14);
    const base = softRect(-220, -90, 440, 60, shade(colour, -0.1), 16, 'litSoft');
    return { svg: legs([-180, 180], 30, 'brass') + body + inner + seat + base, w: 460, h: 470 };
  }
  const piece = sofa(colour, { seats: 1, arms: 'round', legs: 'wood' }, accent);
  const wings = softPath('M-215,-240 L-215,-420 Q-215,-490 -150,-486 Q0,-500 150,-486 Q215,-490 215,-420 L215,-240 Z', shade(colour, -0.06), 'cyl');
  return { svg: wings + piece.svg, w: piece.w, h: 500 };
}

/** A dining chair: upholstered back and seat on four wooden legs. */
export function diningChair(colour: string, wood: string): Piece {
  const parts = [
    softPolygon([[-82, -300], [-68, -300], [-66, -12], [-78, -12]], shade(wood, -0.25), 'cyl'),
    softPolygon([[82, -300], [68, -300], [66, -12], [78, -12]], shade(wood, -0.25), 'cyl'),
    softRect(-98, -560, 196, 230, colour, 34),
    softRect(-84, -330, 168, 40, shade(wood, -0.1), 6, 'litSoft'),
    softRect(-118, -270, 236, 48, colour, 16),
    rect(-114, -276, 228, 24, shade(colour, 0.14), 12),
    softPolygon([[-108, -226], [-86, -226], [-92, 0], [-106, 0]], wood, 'cyl'),
    softPolygon([[108, -226], [86, -226], [92, 0], [106, 0]], wood, 'cyl'),
  ];
  return { svg: parts.join(''), w: 240, h: 560 };
}

/** A counter stool: round padded seat, splayed legs and a brass foot ring. */
export function stool(colour: string, wood: string): Piece {
  const parts = [
    softPolygon([[-40, -560], [-20, -560], [-60, 0], [-82, 0]], shade(wood, -0.2), 'cyl'),
    softPolygon([[40, -560], [20, -560], [60, 0], [82, 0]], shade(wood, -0.2), 'cyl'),
    ellipse(0, -200, 100, 18, 'none', 'stroke="#b8893b" stroke-width="10"'),
    softPolygon([[-95, -580], [-70, -580], [-120, 0], [-146, 0]], wood, 'cyl'),
    softPolygon([[95, -580], [70, -580], [120, 0], [146, 0]], wood, 'cyl'),
    softPath('M-150,-640 Q-150,-590 0,-586 Q150,-590 150,-640 L150,-600 Q150,-560 0,-556 Q-150,-560 -150,-600 Z', shade(colour, -0.1), 'cyl'),
    ellipse(0, -640, 150, 34, shade(colour, 0.1)),
    ellipse(-30, -646, 80, 14, '#fff', 'fill-opacity="0.12"'),
  ];
  return { svg: parts.join(''), w: 300, h: 680 };
}
