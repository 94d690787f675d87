import type { Metadata } from 'next';
import { requirePermissionPage } from '@/server/auth/permissions';
import { cashUpDayOf } from '@/server/pos/cash-up-reads';
import { CashUpScreen } from './_components/cash-up-screen';

export const metadata: Metadata = { title: 'Cash-up' };

type Props = { searchParams: Promise<{ location?: string | string[]; day?: string | string[] }> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// A failed read shows this segment's error.tsx.
export default async function AdminCashUpPage({ searchParams }: Props) {
  await requirePermissionPage('pos.sell');
  const { location, day } = await searchParams;
  const cashUp = await cashUpDayOf({ location: one(location), day: one(day) });
  return <CashUpScreen cashUp={cashUp} locationAsked={one(location) !== undefined} />;
}
