import 'server-only';
import { shade } from '../color';
import { ellipse, hashString, layeredShadow, line, random, rect, softPath, softPolygon, softRect, type Piece } from '../svg';
import { cushion } from './seating';

export type CurtainShape = { pattern?: 'adire' | 'plain' | 'stripe' | 'sheer' };

/** A repeating pattern in a lighter tone of `colour`; ids are unique per colour and motif. */
function motif(kind: 'adire' | 'stripe' | 'diamond', colour: string) {
  const id = `${kind}${hashString(colour).toString(36)}`;
  const ink = shade(colour, kind === 'adire' ? 0.45 : 0.3);
  const body =
    kind === 'adire'
      ? `<circle cx="40" cy="40" r="22" fill="none" stroke="${ink}" stroke-width="5" stroke-opacity="0.7"/><circle cx="40" cy="40" r="8" fill="${ink}" fill-opacity="0.7"/><circle cx="0" cy="0" r="6" fill="${ink}" fill-opacity="0.6"/><circle cx="80" cy="80" r="6" fill="${ink}" fill-opacity="0.6"/><circle cx="80" cy="0" r="6" fill="${ink}" fill-opacity="0.6"/><circle cx="0" cy="80" r="6" fill="${ink}" fill-opacity="0.6"/>`
      : kind === 'stripe'
        ? `<rect x="0" y="0" width="14" height="80" fill="${ink}" fill-opacity="0.6"/><rect x="30" y="0" width="4" height="80" fill="${ink}" fill-opacity="0.5"/>`
        : `<path d="M40,6 L74,40 L40,74 L6,40 Z" fill="none" stroke="${ink}" stroke-width="5" stroke-opacity="0.75"/><circle cx="40" cy="40" r="7" fill="${ink}"/>`;
  return { id, def: `<pattern id="${id}" width="80" height="80" patternUnits="userSpaceOnUse">${body}</pattern>` };
}

/** A window dressed with a pair of curtain panels held by tie-backs, on a brass rod. */
export function curtains(colour: string, shape: CurtainShape): Piece {
  const sheer = shape.pattern === 'sheer';
  const pattern = shape.pattern === 'adire' || shape.pattern === 'stripe' ? motif(shape.pattern, colour) : null;
  const parts: string[] = [pattern ? `<defs>${pattern.def}</defs>` : ''];
  parts.push(rect(-300, -880, 600, 620, '#efe6d8', 6), rect(-280, -860, 560, 580, 'url(#sky)', 2));
  parts.push(rect(-280, -860, 560, 580, 'url(#glow)', 2, 'fill-opacity="0.6"'));
  parts.push(rect(-6, -860, 12, 580, '#efe6d8'), rect(-280, -590, 560, 12, '#efe6d8'));
  parts.push(softRect(-320, -270, 640, 20, '#efe6d8', 3, 'litSoft'));
  parts.push(rect(-330, -880, 660, 870, '#fffaf0', 0, 'fill-opacity="0.22"'));
  const panel = (sign: number) => {
    const d = `M${sign * 395},-905 L${sign * 130},-905 Q${sign * 150},-620 ${sign * 300},-440 Q${sign * 230},-220 ${sign * 215},-8 L${sign * 395},-8 Z`;
    const fill = pattern ? `url(#${pattern.id})` : 'none';
    return (
      `<path d="${d}" fill="${colour}"${sheer ? ' fill-opacity="0.78"' : ''}/>` +
      (pattern ? `<path d="${d}" fill="${fill}"/>` : '') +
      `<path d="${d}" fill="url(#folds)"/><path d="${d}" fill="url(#litSoft)"/>` +
      softRect(sign > 0 ? 282 : -318, -452, 36, 26, '#b8893b', 12, 'cyl')
    );
  };
  parts.push(panel(-1), panel(1));
  parts.push(line(-430, -912, 430, -912, '#b8893b', 12), ellipse(-440, -912, 16, 16, '#c99a48'), ellipse(440, -912, 16, 16, '#c99a48'));
  return { svg: parts.join(''), w: 900, h: 930 };
}

/** A ceramic table lamp with a linen drum shade, lit. */
export function tableLamp(colour: string): Piece {
  return {
    svg:
      ellipse(0, -470, 220, 150, 'url(#glow)', 'fill-opacity="0.7"') +
      softPath('M-30,-330 Q-130,-300 -120,-160 Q-110,-40 -60,-10 L60,-10 Q110,-40 120,-160 Q130,-300 30,-330 Z', colour, 'cyl') +
      softRect(-70, -16, 140, 16, '#b8893b', 4, 'cyl') +
      softRect(-10, -380, 20, 60, '#b8893b', 3, 'cyl') +
      softPolygon([[-110, -560], [110, -560], [160, -380], [-160, -380]], '#f1e6d2', 'cyl'),
    w: 340,
    h: 600,
  };
}

/** An arc floor lamp: marble base, brass arc, domed shade. */
export function floorLamp(colour: string): Piece {
  return {
    svg:
      ellipse(170, -360, 170, 90, 'url(#glow)', 'fill-opacity="0.8"') +
      `<path d="M-170,-40 Q-200,-880 170,-760" fill="none" stroke="#b8893b" stroke-width="14" stroke-linecap="round"/>` +
      softPath('M60,-640 Q170,-770 280,-640 Z', colour, 'cyl') +
      softRect(-250, -50, 160, 50, '#ece7df', 8, 'litSoft'),
    w: 560,
    h: 860,
  };
}

/** A tall floor vase with dried pampas plumes. */
export function vase(colour: string, seed: string): Piece {
  const rnd = random(hashString(seed));
  const stems: string[] = [];
  for (let i = 0; i < 7; i++) {
    const angle = -0.55 + (i / 6) * 1.1 + (rnd() - 0.5) * 0.15;
    const len = 360 + rnd() * 180;
    const x = Math.sin(angle) * len;
    const y = -480 - Math.cos(angle) * len;
    stems.push(`<path d="M0,-470 Q${(x * 0.3).toFixed(0)},${(y * 0.8 - 60).toFixed(0)} ${x.toFixed(0)},${y.toFixed(0)}" stroke="#a38457" stroke-width="4" fill="none"/>`);
    stems.push(`<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="26" ry="${(90 + rnd() * 40).toFixed(0)}" transform="rotate(${((angle * 180) / Math.PI).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})" fill="#e6d3b0" fill-opacity="0.9"/>`);
  }
  const body = softPath('M-50,-470 L50,-470 Q40,-400 110,-320 Q170,-230 120,-70 Q100,-10 60,0 L-60,0 Q-100,-10 -120,-70 Q-170,-230 -110,-320 Q-40,-400 -50,-470 Z', colour, 'cyl');
  return { svg: stems.join('') + body + rect(-52, -480, 104, 14, shade(colour, -0.15), 6), w: 520, h: 1000 };
}

/** A round wall mirror in a brass (or coloured) frame. */
export function mirror(colour: string): Piece {
  return {
    svg:
      layeredShadow((g) => ellipse(16, -300, 320 + g, 320 + g, '#2a1a10', 'fill-opacity="0.06"')) +
      ellipse(0, -320, 320, 320, colour) + ellipse(0, -320, 320, 320, 'url(#cyl)') +
      ellipse(0, -320, 282, 282, '#cdd6d4') + ellipse(0, -320, 282, 282, 'url(#sky)', 'fill-opacity="0.6"') +
      ellipse(0, -320, 282, 282, 'url(#sheen)'),
    w: 640,
    h: 640,
  };
}

/** A flat-woven rug lying on the floor, seen at an angle. */
export function rug(colour: string, accent: string): Piece {
  const pattern = motif('diamond', colour);
  const outer: Array<[number, number]> = [[-360, -300], [360, -300], [470, 0], [-470, 0]];
  const inner: Array<[number, number]> = [[-318, -270], [318, -270], [410, -30], [-410, -30]];
  const field: Array<[number, number]> = [[-290, -252], [290, -252], [372, -48], [-372, -48]];
  return {
    svg:
      `<defs>${pattern.def}</defs>` +
      softPolygon(outer, colour, 'litSoft') + softPolygon(inner, accent, 'litSoft') +
      softPolygon(field, colour, 'litSoft') +
      `<polygon points="${field.map((p) => p.join(',')).join(' ')}" fill="url(#${pattern.id})"/>`,
    w: 940,
    h: 320,
  };
}

/** A round leather pouf with stitched panels. */
export function pouf(colour: string): Piece {
  const stitches = [-110, -40, 40, 110].map((x) => `<path d="M${x},-250 Q${x * 1.15},-130 ${x},-10" stroke="${shade(colour, 0.3)}" stroke-width="3" stroke-dasharray="10 8" fill="none"/>`);
  return {
    svg: softPath('M-180,-250 Q-200,-130 -170,-20 Q0,20 170,-20 Q200,-130 180,-250 Z', colour, 'cyl') + stitches.join('') + ellipse(0, -250, 180, 44, shade(colour, 0.1)) + ellipse(0, -250, 60, 14, shade(colour, -0.12)),
    w: 400,
    h: 300,
  };
}

/** A potted plant with broad leaves in a woven basket or glazed pot. */
export function plant(potColour: string, seed: string, woven = true): Piece {
  const rnd = random(hashString(seed));
  const leaves: string[] = [];
  for (let i = 0; i < 11; i++) {
    const angle = -80 + (i / 10) * 160 + (rnd() - 0.5) * 16;
    const len = 280 + rnd() * 220;
    const rad = (angle * Math.PI) / 180;
    const x = Math.sin(rad) * len * 0.7;
    const y = -300 - Math.cos(rad) * len;
    const green = ['#55663f', '#6d7b48', '#476039', '#7b8a55'][i % 4] as string;
    leaves.push(`<path d="M0,-300 Q${(x * 0.4).toFixed(0)},${((y - 300) / 2).toFixed(0)} ${x.toFixed(0)},${y.toFixed(0)}" stroke="#4d5a36" stroke-width="5" fill="none"/>`);
    leaves.push(`<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="44" ry="${(100 + rnd() * 50).toFixed(0)}" transform="rotate(${angle.toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})" fill="${green}"/>`);
    leaves.push(line(x - Math.sin(rad) * 80, y + Math.cos(rad) * 80, x + Math.sin(rad) * 80, y - Math.cos(rad) * 80, '#c4cf9a', 3, 'stroke-opacity=\"0.4"'));
  }
  const pot = softPath('M-150,-320 L150,-320 L120,0 L-120,0 Z', potColour, 'cyl');
  const weave = woven
    ? [-270, -210, -150, -90, -30].map((y) => line(-150 + (y + 320) * 0.1, y, 150 - (y + 320) * 0.1, y, shade(potColour, -0.25), 4, 'stroke-opacity=\"0.5"')).join('')
    : '';
  return { svg: leaves.join('') + pot + weave, w: 620, h: 900 };
}

/** Framed abstract art: an arch, a sun and a hill in the house palette (no words). */
export function wallArt(colour: string, accent: string): Piece {
  const shadow = layeredShadow((g) => rect(-244 - g, -680 - g, 520 + 2 * g, 700 + 2 * g, '#2a1a10', 6 + g, 'fill-opacity="0.06"'));
  const frame = shadow + softRect(-260, -700, 520, 700, '#6a4630', 6, 'litSoft') + rect(-236, -676, 472, 652, '#f2e8d8');
  const art =
    rect(-190, -620, 380, 540, shade(accent, 0.55)) +
    `<path d="M-140,-80 L-140,-330 A140,140 0 0 1 140,-330 L140,-80 Z" fill="${colour}"/>` +
    ellipse(70, -480, 54, 54, accent) +
    `<path d="M-190,-80 Q-60,-220 80,-160 Q150,-130 190,-170 L190,-80 Z" fill="${shade(colour, -0.3)}" fill-opacity="0.85"/>`;
  return { svg: frame + art, w: 520, h: 700 };
}

/** A trio of throw cushions on a low wooden bench. */
export function cushionSet(colour: string, accent: string): Piece {
  return {
    svg:
      softRect(-320, -150, 640, 40, '#8a5a36', 6, 'litSoft') +
      [-260, 240].map((x) => softRect(x, -112, 26, 112, '#6a4630', 3, 'cyl')).join('') +
      cushion(-150, -290, 270, colour, -8) + cushion(150, -280, 250, accent, 7) + cushion(10, -230, 190, shade(colour, 0.4), -2),
    w: 660,
    h: 440,
  };
}
