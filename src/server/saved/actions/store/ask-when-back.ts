'use server';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { defineAction } from '@/server/action';
import { requestHeaders } from '@/server/request-context';
import { requestStockAlert } from '@/server/saved/stock-alerts';
import { waitedForSchema } from '@/lib/schemas/stock-alert';
import { oneLine } from '@/lib/schemas/fields';

// "Tell me when it's back" on a sold-out piece's page, and the Confirm button of the visitor's link
// (docs/product.md, "Back in stock"). The signed-in actions only ever touch the session's own address;
// the visitor's are public, rate-limited (src/server/saved/stock-alerts.ts), and their link is their authority.

const FALLBACK = 'Something went wrong. Please try again.';
const PUBLIC = async () => null;

/** A visitor: an address, mailed a link to confirm. */
export const askWhenBackAction = defineAction(
  {
    name: 'askWhenBack',
    schema: waitedForSchema.extend({ email: oneLine().trim().toLowerCase().max(254).email('Enter a valid email address') }),
    authorize: PUBLIC,
    fallbackError: FALLBACK,
  },
  async ({ email, ...waited }) => {
    await requestStockAlert(email, waited, (await requestHeaders()).get(CLIENT_IP_HEADER) ?? 'unknown');
    return { email };
  },
);
