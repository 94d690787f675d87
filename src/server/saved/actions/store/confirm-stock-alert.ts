'use server';
import { z } from 'zod';
import { defineAction } from '@/server/action';
import { confirmStockAlert } from '@/server/saved/stock-alerts';
import { oneLine } from '@/lib/schemas/fields';

// "Tell me when it's back" on a sold-out piece's page, and the Confirm button of the visitor's link
// (docs/product.md, "Back in stock"). The signed-in actions only ever touch the session's own address;
// the visitor's are public, rate-limited (src/server/saved/stock-alerts.ts), and their link is their authority.

const FALLBACK = 'Something went wrong. Please try again.';
const PUBLIC = async () => null;

/** The confirmation link's page: the person presses Confirm (opening the link spent nothing). */
export const confirmStockAlertAction = defineAction(
  { name: 'confirmStockAlert', schema: z.object({ token: oneLine().max(100) }), authorize: PUBLIC, fallbackError: FALLBACK },
  async ({ token }) => confirmStockAlert(token),
);
