import 'server-only';
import type { RoomScene } from '../images/rooms';
import { html } from './html';

export type SeedPost = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  /** Days before the seed ran; null for a draft. */
  publishedDaysAgo: number | null;
  featured?: boolean;
  scene: RoomScene;
  content: string;
};

export const BLOG_POSTS: SeedPost[] = [
  {
    slug: 'styling-a-living-room-with-adire',
    title: 'How to Style a Living Room with Adire Textiles',
    excerpt: 'Indigo, pattern and texture: five ways to bring hand-dyed adire into a modern living room without it feeling like a museum.',
    author: 'Tolu Adebayo',
    category: 'Styling',
    publishedDaysAgo: 4,
    featured: true,
    scene: { kind: 'living', wall: 'Natural Linen', floor: 'Walnut', colour: 'Indigo', seed: 'blog-adire' },
    content: html([
      ['p', 'Adire is one of the most beautiful things to come out of south-west Nigeria: cotton cloth resist-dyed in indigo by hand, each piece a little different from the last. It also works wonderfully in modern interiors, if you give it room to breathe.'],
      ['h2', 'Start with one hero piece'],
      ['p', 'Choose a single large piece, a pair of curtains or a throw over the sofa arm, and let it lead. Pick two or three colours from it for everything else in the room.'],
      ['h2', 'Balance pattern with plain surfaces'],
      ['p', 'Adire patterns are busy in the best way. Pair them with plain linen, warm wood and plaster-coloured walls so the eye has somewhere to rest.'],
      ['h3', 'Our favourite pairings'],
      { ul: ['Indigo with terracotta and brass', 'Indigo with olive and natural oak', 'Indigo with cream boucle and black metal'] },
      ['p', 'Finally, layer textures: a flatweave rug, a leather pouf, a ceramic lamp. The room will feel collected over time rather than bought in one afternoon.'],
    ]),
  },
  {
    slug: 'choosing-curtains-for-lagos-light',
    title: 'Choosing the Right Curtains for Lagos Light and Heat',
    excerpt: 'Blackout, linen or sheer? How to keep rooms cool and bright at the same time, window by window.',
    author: 'Chiamaka Obi',
    category: 'Guides',
    publishedDaysAgo: 12,
    scene: { kind: 'window', wall: 'Cream', floor: 'Oak', colour: 'Terracotta', seed: 'blog-curtains' },
    content: html([
      ['p', 'Our sun is generous, and west-facing rooms can become ovens by four in the afternoon. The right curtains make a measurable difference to comfort and to your electricity bill.'],
      ['h2', 'Bedrooms: line them'],
      ['p', 'A thermal blackout lining keeps heat out during the day and light out at night, which matters when the neighbour’s generator lights are on until midnight.'],
      ['h2', 'Living rooms: layer them'],
      ['p', 'Hang sheer voile close to the glass and a heavier linen curtain in front. Close the sheers at midday and open everything in the evening breeze.'],
      ['h3', 'Measuring tips'],
      { ul: ['Mount the rod 15 cm above the frame to make windows look taller', 'Let panels extend 20 cm past each side of the frame', 'For a tailored look, stop 1 cm above the floor'] },
    ]),
  },
  {
    slug: 'caring-for-solid-wood-in-humid-weather',
    title: 'Caring for Solid Wood Furniture in Humid Weather',
    excerpt: 'Rainy season, harmattan and air conditioning all test wooden furniture. A few habits keep it beautiful for decades.',
    author: 'Emeka Nwosu',
    category: 'Care',
    publishedDaysAgo: 23,
    scene: { kind: 'sideboard', wall: 'Olive', floor: 'Oak', colour: 'Walnut', seed: 'blog-wood' },
    content: html([
      ['p', 'Wood is alive: it takes in moisture in the rainy season and gives it back when the harmattan arrives. Kiln-dried hardwoods move far less, but every piece benefits from a little care.'],
      ['h2', 'Keep the air steady'],
      ['p', 'Avoid placing furniture directly under an air conditioner or beside a window that gets the full afternoon sun. Sudden changes cause more damage than steady humidity.'],
      ['h2', 'Clean gently'],
      { ul: ['Dust weekly with a dry, soft cloth', 'Wipe spills at once and never leave wet glasses on the surface', 'Feed oiled finishes with a quality furniture wax twice a year'] },
      ['p', 'If a drawer starts to stick in August, do not force it: rub a candle along the runners and wait for drier weeks.'],
    ]),
  },
  {
    slug: 'small-apartment-big-style',
    title: 'Small Apartment, Big Style: Furnishing a Lekki Flat',
    excerpt: 'How we furnished a 65 square metre flat for a young professional, without it ever feeling cramped.',
    author: 'Tolu Adebayo',
    category: 'Projects',
    publishedDaysAgo: 37,
    scene: { kind: 'workspace', wall: 'Stone', floor: 'Stone', floorKind: 'tile', colour: 'Oak', seed: 'blog-flat' },
    content: html([
      ['p', 'Our client worked from home three days a week and loved to host friends on weekends. The flat had one open living space, a bedroom and a small balcony.'],
      ['h2', 'Furniture that does two jobs'],
      ['p', 'A compact writing desk doubles as a console when guests arrive, and the Surulere sofa bed turns the living room into a guest room in a minute.'],
      ['h2', 'Raise the eye'],
      ['p', 'Tall curtains hung close to the ceiling, a large round mirror and slim-legged furniture make the room feel taller and lighter.'],
    ]),
  },
  {
    slug: 'inside-our-lagos-workshop',
    title: 'Inside Our Lagos Workshop',
    excerpt: 'Meet the carpenters and upholsterers who make every Adire Living piece.',
    author: 'Emeka Nwosu',
    category: 'Behind the Scenes',
    publishedDaysAgo: null,
    scene: { kind: 'reading', wall: 'Sand', floor: 'Teak', colour: 'Terracotta', seed: 'blog-workshop' },
    content: html([['p', 'Draft: photos from the workshop visit and interviews with the team to follow.']]),
  },
];
