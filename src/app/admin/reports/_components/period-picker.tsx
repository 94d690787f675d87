import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { BUCKETS, PERIOD_LABELS, PERIOD_PRESETS, type Period } from '@/lib/reports/periods';

const BUCKET_LABELS = { day: 'By day', week: 'By week', month: 'By month' } as const;

/**
 * The period and how its days are grouped: a GET form, so the report's state is its URL
 * (docs/decisions/0017-admin-lists-in-the-url.md) and it works before any script has loaded.
 * The dates are used with "Custom". `action` is the report screen it reloads (the Sales report's unless
 * told); a screen whose tables have fixed groups (months, days) leaves out the grouping with `grouped={false}`.
 */
export function PeriodPicker({ period, action = '/admin/reports', grouped = true }: { period: Period; action?: string; grouped?: boolean }) {
  return (
    <form action={action} method="get" className="grid grid-cols-2 gap-3 rounded-xl border border-border bg-card p-4 sm:flex sm:flex-wrap sm:items-end">
      <label className="col-span-2 flex flex-col gap-1 text-sm font-medium sm:w-44">
        Period
        <NativeSelect name="period" defaultValue={period.preset}>
          {PERIOD_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {PERIOD_LABELS[preset]}
            </option>
          ))}
        </NativeSelect>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        From
        <Input type="date" name="from" defaultValue={period.first} />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        To
        <Input type="date" name="to" defaultValue={period.last} />
      </label>
      {grouped ? (
        <label className="flex flex-col gap-1 text-sm font-medium sm:w-36">
          Group
          <NativeSelect name="by" defaultValue={period.bucket}>
            {BUCKETS.map((bucket) => (
              <option key={bucket} value={bucket}>
                {BUCKET_LABELS[bucket]}
              </option>
            ))}
          </NativeSelect>
        </label>
      ) : null}
      <Button type="submit" className="self-end">
        Show
      </Button>
    </form>
  );
}
