'use server';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { defineAction } from '@/server/action';
import { trackOrderSchema } from '@/lib/order-following';
import { checkTracking } from '../../stages/track';

// /track's form (docs/product.md, "Following an order"): a plain form posting to this action, so
// it works without JavaScript. Public: the check is the order number with its phone or email.

const track = defineAction(
  { name: 'trackOrder', schema: trackOrderSchema, authorize: async () => null, fallbackError: 'Could not look up the order. Please try again.' },
  async (input) => checkTracking(input, (await headers()).get(CLIENT_IP_HEADER) ?? 'unknown'),
);

/** Redirects to /track with the pass, or back to the form with why (never which of the two was wrong). */
export async function trackOrderAction(formData: FormData) {
  const orderNumber = String(formData.get('orderNumber') ?? '').slice(0, 40);
  const result = await track({ orderNumber, contact: String(formData.get('contact') ?? '') });
  if (result.ok && result.data.ok) redirect(`/track?${new URLSearchParams({ pass: result.data.pass })}`);
  const error = !result.ok ? (result.code === 'invalid' ? 'invalid' : 'failed') : result.data.ok ? 'failed' : result.data.reason;
  redirect(`/track?${new URLSearchParams({ order: orderNumber.trim().toUpperCase(), error })}`);
}
