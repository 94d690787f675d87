import type { Metadata } from 'next';
import { requirePermissionPage } from '@/server/auth/permissions';
import { db } from '@/server/db/client';
import { discountLimitOf } from '@/server/pos/staff-pieces';
import { pickupLocations } from '@/server/stock/pickup-locations';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { canSendNow } from '@/server/messaging/send-now';
import { NewDraftForm } from './_components/new-draft-form';

export const metadata: Metadata = { title: 'New Draft Order' };

// A failed read shows this segment's error.tsx.
export default async function NewDraftPage() {
  const staff = await requirePermissionPage('pos.sell');
  const [places, limitPercent, settings, messagingOn] = await Promise.all([pickupLocations(), discountLimitOf(db, staff.role), getSiteSettings(), canSendNow()]);
  return <NewDraftForm pickupPlaces={places.map(({ id, name }) => ({ id, name }))} limitPercent={limitPercent} shopName={settings.siteName} messagingOn={messagingOn} />;
}
