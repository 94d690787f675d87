import 'server-only';
import { BEDS, CONSOLES, TABLES } from './case-goods';
import { CHAIRS, SOFAS } from './seating';
import { ACCESSORIES, CURTAINS } from './soft-furnishings';
import type { SeedProduct } from './types';

/** The whole demo catalogue, in the order the shop would list it. */
export const DEMO_PRODUCTS: SeedProduct[] = [...SOFAS, ...BEDS, ...CHAIRS, ...TABLES, ...CONSOLES, ...CURTAINS, ...ACCESSORIES];
