import 'server-only';
import type { RoomScene } from '../images/rooms';

export type SeedProject = {
  title: string;
  description: string;
  category: string;
  published: boolean;
  /** The cover first, then two or three gallery pictures. */
  scenes: RoomScene[];
};

export const PORTFOLIO: SeedProject[] = [
  {
    title: 'Ikoyi Duplex Living Room',
    category: 'Residential',
    published: true,
    description:
      'A complete refresh of a double-height living room for a family of five: an indigo velvet sofa, a travertine coffee table and hand-dyed adire curtains framing the garden view.',
    scenes: [
      { kind: 'living', wall: 'Cream', floor: 'Walnut', colour: 'Indigo', seed: 'ikoyi-1' },
      { kind: 'window', wall: 'Natural Linen', floor: 'Walnut', colour: 'Indigo', seed: 'ikoyi-2', mirrored: true },
      { kind: 'entry', wall: 'Sand', floor: 'Walnut', colour: 'Walnut', seed: 'ikoyi-3' },
    ],
  },
  {
    title: 'Lekki Phase 1 Master Suite',
    category: 'Residential',
    published: true,
    description: 'A calm, warm bedroom built around an arched terracotta headboard, with a cane-front wardrobe and layered linen curtains.',
    scenes: [
      { kind: 'bedroom', wall: 'Blush', floor: 'Oak', colour: 'Terracotta', seed: 'lekki-1' },
      { kind: 'reading', wall: 'Blush', floor: 'Oak', colour: 'Rust', seed: 'lekki-2', mirrored: true },
      { kind: 'window', wall: 'Cream', floor: 'Oak', colour: 'Terracotta', seed: 'lekki-3' },
    ],
  },
  {
    title: 'Victoria Island Penthouse Dining',
    category: 'Residential',
    published: true,
    description:
      'An eight-seat dining room for a couple who love to host, with a solid walnut table, emerald dining chairs and brass pendants over a terrazzo floor.',
    scenes: [
      { kind: 'dining', wall: 'Taupe', floor: 'Travertine', floorKind: 'terrazzo', colour: 'Walnut', seed: 'vi-1' },
      { kind: 'sideboard', wall: 'Emerald', floor: 'Oak', colour: 'Walnut', seed: 'vi-2' },
      { kind: 'living', wall: 'Taupe', floor: 'Travertine', floorKind: 'terrazzo', colour: 'Emerald', seed: 'vi-3', mirrored: true },
    ],
  },
  {
    title: 'Maitama Family Home, Abuja',
    category: 'Residential',
    published: true,
    description: 'Six rooms furnished in eight weeks for a family relocating from London: sturdy, washable fabrics in olive, ochre and sand.',
    scenes: [
      { kind: 'living', wall: 'Sage', floor: 'Oak', colour: 'Olive', seed: 'maitama-1' },
      { kind: 'bedroom', wall: 'Natural Linen', floor: 'Oak', colour: 'Olive', seed: 'maitama-2' },
      { kind: 'dining', wall: 'Sand', floor: 'Oak', colour: 'Oak', seed: 'maitama-3', mirrored: true },
      { kind: 'reading', wall: 'Sage', floor: 'Oak', colour: 'Ochre', seed: 'maitama-4' },
    ],
  },
  {
    title: 'Yaba Creative Studio',
    category: 'Commercial',
    published: false,
    description: 'A bright, flexible office for a twelve-person design agency. Photography to follow.',
    scenes: [
      { kind: 'workspace', wall: 'Ochre', floor: 'Stone', floorKind: 'tile', colour: 'Oak', seed: 'yaba-1' },
      { kind: 'reading', wall: 'Ochre', floor: 'Stone', floorKind: 'tile', colour: 'Indigo', seed: 'yaba-2' },
      { kind: 'sideboard', wall: 'Stone', floor: 'Stone', floorKind: 'tile', colour: 'Oak', seed: 'yaba-3' },
    ],
  },
];
