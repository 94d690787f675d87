import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { isNigerianState, type NigerianState, displayPhone } from '@/lib/nigeria';
import type { SessionUser } from '@/server/auth/session';

// What the checkout form starts from: the signed-in shopper's name and email, plus the
// phone, address and state saved in My Account. A signed-out visitor starts blank.

export type CheckoutPrefill = {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  /** '' until a state is chosen (a stored value that is not a state is ignored). */
  state: NigerianState | '';
};

export const EMPTY_PREFILL: CheckoutPrefill = { fullName: '', email: '', phone: '', address: '', state: '' };

function asState(value: string | null): NigerianState | '' {
  return isNigerianState(value) ? value : '';
}

export async function getCheckoutPrefill(user: SessionUser | null): Promise<CheckoutPrefill> {
  if (!user) return EMPTY_PREFILL;
  const [profile] = await db
    .select({ phone: users.phone, address: users.address, state: users.state })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  return {
    fullName: user.name,
    email: user.email,
    phone: profile?.phone ? displayPhone(profile.phone) : '',
    address: profile?.address ?? '',
    state: asState(profile?.state ?? null),
  };
}
