import 'server-only';
import type { RoomScene } from '../images/rooms';
import { SCENES } from '../settings';

// The home page carousel; each slide's category drives its 'Featured {category}' grid.

export type SeedSlide = { category: keyof typeof SCENES; title: string; description: string; scene: RoomScene };

export const HERO_SLIDES: SeedSlide[] = [
  {
    category: 'sofas',
    title: 'Sofas made for gathering',
    description: 'Deep seats, hardwood frames and fabrics that stay cool in the Lagos heat.',
    scene: SCENES.sofas,
  },
  {
    category: 'beds',
    title: 'Rest, beautifully',
    description: 'Statement headboards and solid frames for the calmest room in the house.',
    scene: SCENES.beds,
  },
  {
    category: 'chairs',
    title: 'A seat by the window',
    description: 'Wingbacks, barrel chairs and iroko loungers for reading, talking and doing nothing at all.',
    scene: SCENES.chairs,
  },
  {
    category: 'tables',
    title: 'Tables for long lunches',
    description: 'Marble, travertine and solid hardwood, from four seats to a full family table.',
    scene: SCENES.tables,
  },
  {
    category: 'consoles',
    title: 'Storage with character',
    description: 'Fluted sideboards and media consoles finished in walnut, oak and brass.',
    scene: SCENES.consoles,
  },
  {
    category: 'curtains',
    title: 'Light, softened',
    description: 'Hand-dyed adire, washed linen and sheer voile, made to measure for your windows.',
    scene: SCENES.curtains,
  },
];

export type SeedFaq = { question: string; answer: string; category: string | null; published?: boolean };

export const FAQS: SeedFaq[] = [
  {
    category: 'Orders & Delivery',
    question: 'Where do you deliver?',
    answer:
      'We deliver across Lagos with our own team, and to Abuja, Port Harcourt, Ibadan and other cities through trusted logistics partners. Delivery fees are confirmed when we call to arrange your delivery.',
  },
  {
    category: 'Orders & Delivery',
    question: 'How long will my order take to arrive?',
    answer:
      'Items in stock are delivered within 3 to 5 working days in Lagos and 5 to 10 working days elsewhere. Made-to-order pieces take 6 to 8 weeks; we will give you a date when you order.',
  },
  {
    category: 'Orders & Delivery',
    question: 'How can I pay?',
    answer:
      'After you place your order, we contact you to confirm it and send payment details. We accept bank transfer and card payments; for made-to-order pieces a 60% deposit starts production.',
  },
  {
    category: 'Orders & Delivery',
    question: 'Do you assemble furniture?',
    answer: 'Yes. Our Lagos delivery team assembles beds, tables and sectionals in your home at no extra cost and takes the packaging away.',
  },
  {
    category: 'Products & Care',
    question: 'What woods do you use?',
    answer:
      'Most frames are made from kiln-dried iroko, mahogany and obeche from responsibly managed Nigerian forests. Kiln drying stops the wood from warping in humid weather.',
  },
  {
    category: 'Products & Care',
    question: 'How do I care for velvet and linen upholstery?',
    answer:
      'Vacuum gently every week with a soft brush attachment, rotate the cushions, and blot spills at once with a clean damp cloth. Keep pieces out of strong direct sun to prevent fading.',
  },
  {
    category: 'Products & Care',
    question: 'Can I order a sofa in a different fabric or size?',
    answer: 'Most of our sofas, beds and curtains can be made in other fabrics and sizes. Send us a message with what you have in mind and we will send a quote.',
  },
  {
    category: 'Design Services',
    question: 'Do you offer interior design consultations?',
    answer:
      'Yes. Our designers visit your home in Lagos or meet you online, then prepare a mood board, layout and shopping list. The consultation fee is deducted from any furniture you order within three months.',
  },
  {
    category: 'Design Services',
    question: 'Can you furnish a whole apartment or office?',
    answer: 'We regularly furnish complete homes, short-let apartments and offices, from the first drawing to the final cushion. Visit our portfolio for recent projects.',
  },
  {
    category: null,
    question: 'Where is your showroom?',
    answer: 'Our showroom is at 14B Admiralty Way, Lekki Phase 1, Lagos. It is open Monday to Saturday, 9am to 6pm.',
  },
  {
    category: 'Orders & Delivery',
    question: 'Do you ship outside Nigeria?',
    answer: 'Not yet. We are working on delivery to Accra and hope to announce it soon.',
    published: false,
  },
];
