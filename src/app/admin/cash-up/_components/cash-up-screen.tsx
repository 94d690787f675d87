'use client';
import { useEffect, useTransition } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { AdminPageHeader } from '@/components/admin/page-header';
import { formatLongDate } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import type { CashUpDay } from '@/server/pos/cash-up-reads';
import { ScreenCard } from '@/components/admin/screen-card';
import { useRememberedShowroom } from '@/app/admin/sell/_components/use-remembered-showroom';
import { CloseDayForm } from './close-day-form';
import { ClosedDay } from './closed-day';
import { DayPicker } from './day-picker';
import { TakingsTable } from './takings-table';

const href = (wanted: { location: string; day: string }) => `/admin/cash-up?${new URLSearchParams(wanted)}`;

/**
 * The Cash-up screen: a showroom's takings on a day by method and person, the cash the drawer should
 * hold, and "Close the day" with the cash counted; each cash-up of the day shows what was counted and the
 * difference, and money taken after the last one is closed again in a cash-up of its own.
 */
export function CashUpScreen({ cashUp, locationAsked }: { cashUp: CashUpDay; locationAsked: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const { remembered } = useRememberedShowroom(cashUp.locations);
  const show = (wanted: { location: string; day: string }) => startTransition(() => router.replace(href(wanted), { scroll: false }));

  // Opened from the menu, the screen starts on the showroom this device sells at.
  useEffect(() => {
    if (!locationAsked && remembered && remembered !== cashUp.locationId) router.replace(href({ location: remembered, day: cashUp.day }));
  }, [locationAsked, remembered, cashUp.locationId, cashUp.day, router]);

  const header = <AdminPageHeader title="Cash-up" description="Close a showroom’s day: what each method took, and the cash in the drawer against the cash expected." updating={pending} />;
  if (!cashUp.locationId)
    return (
      <div className="flex flex-col gap-6">
        {header}
        <p className="text-sm">
          The shop has no location yet. Add a showroom on <Link href="/admin/locations" className="underline">Locations</Link>.
        </p>
      </div>
    );

  const locationName = cashUp.locations.find((location) => location.id === cashUp.locationId)?.name ?? '';
  const dayName = cashUp.day === cashUp.today ? `today, ${formatLongDate(`${cashUp.day}T12:00:00+01:00`)}` : formatLongDate(`${cashUp.day}T12:00:00+01:00`);
  const lastClosed = cashUp.closed.at(-1);
  // Closed, and nothing taken or refunded since: nothing is left to close.
  const settled = lastClosed !== undefined && cashUp.takings.length === 0;
  return (
    <div className="flex flex-col gap-6">
      {header}
      <DayPicker locations={cashUp.locations} locationId={cashUp.locationId} day={cashUp.day} today={cashUp.today} onChange={show} />
      {cashUp.closed.map((closed) => (
        <div key={closed.id} className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          <ScreenCard title={cashUp.closed.length > 1 ? `Takings, cash-up ${closed.sequence}` : 'Takings'}>
            <p className="text-sm text-muted-foreground">
              {locationName}, {dayName}: as they stood when {closed.sequence > 1 ? 'this cash-up' : 'the day'} was closed.
            </p>
            <TakingsTable takings={closed.takings} caption={`Takings at ${locationName}, cash-up ${closed.sequence}`} />
          </ScreenCard>
          <ScreenCard title={closed.sequence > 1 ? `Closed again (${closed.sequence})` : 'Day closed'}>
            <CashExpected kobo={closed.expectedCashKobo} />
            <ClosedDay closed={closed} />
          </ScreenCard>
        </div>
      ))}
      {settled ? null : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          <ScreenCard title={lastClosed ? 'Taken since the day was closed' : 'Takings'}>
            <p className="text-sm text-muted-foreground">
              {locationName}, {dayName}
              {lastClosed ? ': money taken or refunded after the last cash-up, to close in a cash-up of its own.' : '.'}
            </p>
            <TakingsTable takings={cashUp.takings} caption={`Takings at ${locationName}`} />
          </ScreenCard>
          <ScreenCard title={lastClosed ? 'Close the day again' : 'Close the day'}>
            <CashExpected kobo={cashUp.expectedCashKobo} />
            <CloseDayForm key={`${cashUp.locationId}|${cashUp.day}|${cashUp.closed.length}`} locationId={cashUp.locationId} day={cashUp.day} />
          </ScreenCard>
        </div>
      )}
    </div>
  );
}

/** The cash the drawer should hold, shown as it is: below zero when more cash went back than came in. */
function CashExpected({ kobo }: { kobo: number }) {
  return (
    <p className="flex items-baseline justify-between gap-3 text-lg font-semibold tabular-nums">
      <span>Cash expected</span>
      <span>{formatNaira(kobo)}</span>
    </p>
  );
}
