import 'server-only';
import { shade } from '../color';
import { ellipse, line, random, rect, softPath, softPolygon, softRect, type Piece } from '../svg';
import { cushion } from './seating';

export type BedShape = { headboard: 'channel' | 'panel' | 'arched' | 'cane'; frame?: 'upholstered' | 'wood' };
export type TableShape = { style: 'dining' | 'dining-round' | 'coffee' | 'coffee-rect' | 'side' | 'desk'; top?: 'wood' | 'marble' };

const LINEN = '#f4efe6';

/** A bed seen from its foot: headboard, pillows, the duvet's top and front, a folded throw. */
export function bed(colour: string, shape: BedShape, accent: string, wood: string): Piece {
  const parts: string[] = [];
  const frameColour = shape.frame === 'wood' ? wood : colour;
  const headTop = shape.headboard === 'arched' ? -640 : -590;
  const hb = shape.headboard === 'arched'
    ? 'M-380,-250 L-380,-470 Q-380,-640 0,-640 Q380,-640 380,-470 L380,-250 Z'
    : `M-380,-250 L-380,${headTop + 30} Q-380,${headTop} -350,${headTop} L350,${headTop} Q380,${headTop} 380,${headTop + 30} L380,-250 Z`;
  parts.push(softPath(hb, shape.headboard === 'cane' ? wood : colour));
  if (shape.headboard === 'channel') {
    for (let x = -300; x <= 300; x += 75) parts.push(line(x, headTop + 30, x, -300, shade(colour, -0.3), 4, 'stroke-opacity=\"0.45"'));
  } else if (shape.headboard === 'cane') {
    parts.push(rect(-320, headTop + 50, 640, 250, '#d9c29a', 10));
    for (let x = -310; x <= 310; x += 22) parts.push(line(x, headTop + 52, x, headTop + 298, '#b39566', 2, 'stroke-opacity=\"0.6"'));
    for (let y = headTop + 60; y <= headTop + 296; y += 22) parts.push(line(-318, y, 318, y, '#b39566', 2, 'stroke-opacity=\"0.6"'));
  } else if (shape.headboard === 'panel') {
    parts.push(softRect(-330, headTop + 40, 660, 230, shade(colour, 0.08), 18, 'litSoft'));
  }
  parts.push(softRect(-300, -360, 270, 110, LINEN, 40), softRect(30, -360, 270, 110, LINEN, 40));
  parts.push(cushion(-130, -300, 120, accent, -6), cushion(130, -300, 120, shade(accent, 0.3), 6));
  parts.push(softPolygon([[-360, -262], [360, -262], [410, -178], [-410, -178]], '#efe7da', 'litSoft'));
  parts.push(softRect(-412, -182, 824, 86, LINEN, 14));
  parts.push(softPolygon([[-384, -222], [384, -222], [406, -184], [-406, -184]], accent));
  parts.push(softRect(-414, -186, 828, 46, accent, 10, 'litSoft'));
  parts.push(line(-400, -150, 400, -150, shade(accent, 0.35), 3, 'stroke-opacity=\"0.6"'));
  parts.push(softRect(-430, -110, 860, 70, frameColour, 12, 'litSoft'));
  for (const x of [-400, 400]) parts.push(softRect(x - 14, -40, 28, 40, shade(wood, -0.2), 3, 'cyl'));
  return { svg: parts.join(''), w: 860, h: -headTop };
}

function marbleVeins(seed: number, x: number, y: number, w: number, h: number, clip: string) {
  const rnd = random(seed);
  const id = `veins${seed}`;
  const veins: string[] = [`<defs><clipPath id="${id}">${clip}</clipPath></defs><g clip-path="url(#${id})">`];
  for (let i = 0; i < 5; i++) {
    const x0 = x + rnd() * w;
    const x1 = x0 + (rnd() - 0.3) * w * 0.4;
    veins.push(`<path d="M${x0.toFixed(0)},${y} Q${((x0 + x1) / 2 + 30).toFixed(0)},${y + h / 2} ${x1.toFixed(0)},${y + h}" stroke="#8b8378" stroke-opacity="0.28" stroke-width="2" fill="none"/>`);
  }
  return veins.join('') + '</g>';
}

function ovalTop(cx: number, y: number, rx: number, ry: number, thick: number, fill: string, marble: boolean) {
  const edge = softPath(`M${cx - rx},${y} L${cx - rx},${y + thick} A${rx},${ry} 0 0 0 ${cx + rx},${y + thick} L${cx + rx},${y} Z`, shade(fill, -0.12), 'cyl');
  return edge + ellipse(cx, y, rx, ry, fill) + ellipse(cx, y, rx, ry, 'url(#sheen)', 'fill-opacity="0.5"') + (marble ? marbleVeins(rx, cx - rx, y - ry, rx * 2, ry * 2, ellipse(cx, y, rx, ry, '#000')) : '');
}

/** A few things on a table top: two books and a bud vase with a sprig; s scales them. */
function decor(x: number, y: number, accent: string, s = 1) {
  const stem = `<path d="M95,-70 Q90,-130 60,-170 M95,-70 Q110,-120 140,-150" stroke="#6d7b48" stroke-width="4" fill="none"/>`;
  const leaves = [[60, -170], [140, -150], [78, -130]].map(([lx, ly]) => ellipse(lx as number, ly as number, 12, 22, '#7b8a55')).join('');
  const items =
    softRect(-80, -24, 150, 24, '#e6dccb', 3, 'litSoft') +
    softRect(-70, -46, 130, 22, accent, 3, 'litSoft') +
    stem + leaves +
    softPath('M80,0 Q50,-10 55,-40 Q62,-70 85,-72 L105,-72 Q128,-70 135,-40 Q140,-10 110,0 Z', '#ece3d4', 'cyl');
  return `<g transform="translate(${x} ${y}) scale(${s})">${items}</g>`;
}

/** Dining, coffee and side tables in wood or marble. */
export function table(material: string, shape: TableShape, accent: string): Piece {
  const marble = shape.top === 'marble';
  const legColour = marble ? '#2f2b28' : shade(material, -0.08);
  const topColour = material;
  switch (shape.style) {
    case 'dining-round': {
      const base = softPath('M-40,-400 L40,-400 L60,-60 L-60,-60 Z', legColour, 'cyl') + ellipse(0, -30, 170, 30, shade(legColour, -0.1)) + softRect(-170, -40, 340, 30, legColour, 14, 'cyl');
      return { svg: base + ovalTop(0, -440, 360, 70, 26, topColour, marble) + decor(20, -440, accent, 1.3), w: 740, h: 520 };
    }
    case 'coffee': {
      const drum = softPath('M-170,-200 L170,-200 L170,-20 Q0,20 -170,-20 Z', legColour, 'cyl');
      return { svg: drum + ovalTop(0, -230, 300, 70, 22, topColour, marble) + decor(-60, -230, accent, 1.1), w: 620, h: 320 };
    }
    case 'side': {
      const stem = softRect(-18, -430, 36, 400, legColour, 6, 'cyl') + ellipse(0, -16, 110, 18, shade(legColour, -0.1));
      return { svg: stem + ovalTop(0, -450, 160, 34, 16, topColour, marble), w: 330, h: 500 };
    }
    default: {
      const w = shape.style === 'dining' ? 880 : shape.style === 'desk' ? 640 : 700;
      const height = shape.style === 'coffee-rect' ? 240 : 480;
      const half = w / 2;
      const parts = [
        softPolygon([[-half + 90, -height + 10], [-half + 120, -height + 10], [-half + 116, -10], [-half + 96, -10]], shade(legColour, -0.25), 'cyl'),
        softPolygon([[half - 90, -height + 10], [half - 120, -height + 10], [half - 116, -10], [half - 96, -10]], shade(legColour, -0.25), 'cyl'),
        softPolygon([[-half + 30, -height], [-half + 70, -height], [-half + 62, 0], [-half + 36, 0]], legColour, 'cyl'),
        softPolygon([[half - 30, -height], [half - 70, -height], [half - 62, 0], [half - 36, 0]], legColour, 'cyl'),
        softPolygon([[-half + 40, -height - 50], [half - 40, -height - 50], [half, -height - 20], [-half, -height - 20]], shade(topColour, 0.1), 'sheen'),
        softRect(-half, -height - 22, w, 30, topColour, 4, 'litSoft'),
      ];
      if (shape.style === 'desk') parts.push(softRect(-half + 30, -height + 8, 260, 90, shade(topColour, -0.05), 4), ellipse(-half + 160, -height + 52, 18, 6, '#b8893b'));
      if (marble) parts.push(marbleVeins(w, -half + 40, -height - 50, w - 80, 30, rect(-half, -height - 50, w, 30, '#000')));
      if (shape.style !== 'coffee-rect') parts.push(decor(half * 0.3, -height - 36, accent, 1.3));
      return { svg: parts.join(''), w, h: height + 60 };
    }
  }
}

export type ConsoleShape = { style: 'sideboard' | 'console' | 'tv' };

/** Sideboards, TV units and slim hall consoles. */
export function consoleTable(material: string, shape: ConsoleShape, accent: string): Piece {
  const parts: string[] = [];
  if (shape.style === 'console') {
    parts.push(softRect(-380, -520, 760, 34, material, 4, 'litSoft'));
    for (const x of [-350, 320]) parts.push(softRect(x, -490, 30, 490, shade(material, -0.12), 3, 'cyl'));
    parts.push(softRect(-360, -150, 720, 22, shade(material, -0.05), 3, 'litSoft'));
    parts.push(softPath('M-230,-150 Q-300,-150 -300,-210 Q-300,-270 -230,-270 Q-160,-270 -160,-210 Q-160,-150 -230,-150Z', '#c9b59a', 'lit'));
    parts.push(decor(120, -520, accent, 1.2));
    parts.push(softPath('M-180,-520 Q-230,-600 -200,-700 L-160,-700 Q-130,-600 -180,-520 Z', accent, 'cyl'));
    return { svg: parts.join(''), w: 760, h: 700 };
  }
  const w = shape.style === 'tv' ? 900 : 780;
  const bodyH = shape.style === 'tv' ? 200 : 320;
  const legH = 70;
  const half = w / 2;
  const doors = shape.style === 'tv' ? 4 : 3;
  const doorW = (w - 40) / doors;
  for (const x of [-half + 40, half - 56]) parts.push(softPolygon([[x, -legH], [x + 16, -legH], [x + 12, 0], [x + 4, 0]], shade(material, -0.3), 'cyl'));
  parts.push(softRect(-half, -legH - bodyH, w, bodyH, material, 8));
  for (let i = 0; i < doors; i++) {
    const x = -half + 20 + i * doorW;
    parts.push(rect(x + 4, -legH - bodyH + 24, doorW - 8, bodyH - 44, shade(material, -0.06), 4));
    for (let f = x + 16; f < x + doorW - 10; f += 18) parts.push(line(f, -legH - bodyH + 30, f, -legH - 26, shade(material, -0.25), 3, 'stroke-opacity=\"0.5"'));
    parts.push(ellipse(x + (i % 2 === 0 ? doorW - 22 : 22), -legH - bodyH / 2, 7, 7, '#c9a05a'));
  }
  parts.push(softRect(-half - 10, -legH - bodyH - 18, w + 20, 22, shade(material, 0.06), 4, 'litSoft'));
  parts.push(decor(-half * 0.45, -legH - bodyH - 18, accent, 1.2));
  parts.push(softPath(`M${half * 0.5},${-legH - bodyH - 18} L${half * 0.5 - 60},${-legH - bodyH - 18} L${half * 0.5 - 45},${-legH - bodyH - 120} L${half * 0.5 - 15},${-legH - bodyH - 120} Z`, accent, 'cyl'));
  parts.push(softPolygon([[half * 0.5 - 95, -legH - bodyH - 110], [half * 0.5 + 35, -legH - bodyH - 110], [half * 0.5 + 10, -legH - bodyH - 200], [half * 0.5 - 70, -legH - bodyH - 200]], '#efe3cc', 'litSoft'));
  return { svg: parts.join(''), w: w + 20, h: legH + bodyH + 200 };
}
