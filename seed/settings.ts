import 'server-only';
import { SITE_DEFAULTS } from '@/lib/constants';
import type { RoomScene } from './images/rooms';

// Base content written into every empty database: the shop's settings, its categories
// (docs/architecture.md section 4) and the two hero media sections.

export const SETTINGS = {
  id: 1,
  siteName: SITE_DEFAULTS.siteName,
  siteDescription: SITE_DEFAULTS.siteDescription,
  contactAddress: '14B Admiralty Way, Lekki Phase 1, Lagos, Nigeria',
  contactPhone: '+234 803 123 4567',
  contactEmail: 'hello@adireliving.ng',
  socialMediaLinks: {
    facebook: 'https://facebook.com/adireliving',
    instagram: 'https://instagram.com/adireliving',
    twitter: 'https://twitter.com/adireliving',
    linkedin: '',
  },
  footerText: '© Adire Living. Designed and handcrafted in Lagos for Nigerian homes.',
  whatsappNumber: '2348031234567',
};

/**
 * The demo shop takes bank transfers to a made-up account, besides pay on delivery (on by the
 * column's default), so `npm start` shows every way to pay; Paystack joins once its key is set.
 * Demo content only: a real shop (SEED_DEMO=false) must never show shoppers an account that is not its own.
 */
export const DEMO_PAYMENT_SETTINGS = {
  bankTransferEnabled: true,
  bankName: 'Guaranty Trust Bank',
  bankAccountName: 'Adire Living Ltd',
  bankAccountNumber: '0123456789',
  payOnDeliveryEnabled: true,
  // Shown at checkout beside the deposit choice and on deposit receipts (docs/decisions/0035-deposits-and-balances.md).
  depositPolicy:
    'Your deposit starts the workshop on your piece. It is refundable in full until production starts; after that we keep the cost of materials bought for you.',
};

/** Served from public/videos; made by scripts/make-hero-video.ts. */
export const HERO_VIDEO_URL = '/videos/hero-loop.mp4';

export const HERO_SECTION_2_SCENE: RoomScene = { kind: 'living', wall: 'Sage', floor: 'Teak', colour: 'Terracotta', seed: 'hero-2', mirrored: true };

export type SeedCategory = {
  slug: string;
  name: string;
  description: string;
  parent?: string;
  /** The banner picture; categories with a hero slide reuse that slide's scene. */
  banner: RoomScene;
};

export const SCENES = {
  sofas: { kind: 'living', wall: 'Cream', floor: 'Oak', colour: 'Indigo', seed: 'sofas' },
  beds: { kind: 'bedroom', wall: 'Clay', floor: 'Walnut', colour: 'Sand', seed: 'beds', mirrored: true },
  chairs: { kind: 'reading', wall: 'Natural Linen', floor: 'Teak', colour: 'Olive', seed: 'chairs' },
  tables: { kind: 'dining', wall: 'Sage', floor: 'Travertine', floorKind: 'terrazzo', colour: 'Walnut', seed: 'tables' },
  consoles: { kind: 'sideboard', wall: 'Indigo', floor: 'Oak', colour: 'Walnut', seed: 'consoles' },
  curtains: { kind: 'window', wall: 'Cream', floor: 'Oak', colour: 'Indigo', seed: 'curtains' },
  accessories: { kind: 'entry', wall: 'Terracotta', floor: 'Oak', colour: 'Black Ash', seed: 'accessories' },
  furniture: { kind: 'living', wall: 'Oatmeal', floor: 'Walnut', colour: 'Emerald', seed: 'furniture', mirrored: true },
} satisfies Record<string, RoomScene>;

export const CATEGORIES: SeedCategory[] = [
  {
    slug: 'furniture',
    name: 'Furniture',
    description: 'Sofas, beds, chairs, tables and consoles, built in our Lagos workshop from solid hardwoods and fabrics chosen for the climate.',
    banner: SCENES.furniture,
  },
  {
    slug: 'sofas',
    name: 'Sofas',
    parent: 'furniture',
    description: 'Deep, generous sofas and sectionals in velvet, linen and boucle, made to gather family and friends.',
    banner: SCENES.sofas,
  },
  {
    slug: 'beds',
    name: 'Beds',
    parent: 'furniture',
    description: 'Upholstered and solid-wood beds with statement headboards, in queen, king and super king sizes.',
    banner: SCENES.beds,
  },
  {
    slug: 'chairs',
    name: 'Chairs',
    parent: 'furniture',
    description: 'Accent armchairs, lounge chairs, dining chairs and counter stools for every corner of the home.',
    banner: SCENES.chairs,
  },
  {
    slug: 'tables',
    name: 'Tables',
    parent: 'furniture',
    description: 'Dining, coffee and side tables in iroko, walnut, travertine and marble.',
    banner: SCENES.tables,
  },
  {
    slug: 'consoles',
    name: 'Consoles',
    parent: 'furniture',
    description: 'Sideboards, media units and hallway consoles that bring order and warmth to a room.',
    banner: SCENES.consoles,
  },
  {
    slug: 'curtains',
    name: 'Curtains',
    description: 'Blackout, linen and sheer curtains, including our hand-dyed adire collection, made to measure for Nigerian windows.',
    banner: SCENES.curtains,
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    description: 'Mirrors, lamps, cushions, rugs and vases: the finishing touches that make a house feel like home.',
    banner: SCENES.accessories,
  },
];
