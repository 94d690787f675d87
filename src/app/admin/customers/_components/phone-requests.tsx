'use client';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { ScreenCard } from '@/components/admin/screen-card';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAction } from '@/components/use-action';
import { formatShortDate } from '@/lib/dates';
import { DRAFT_STATE_LABELS } from '@/lib/draft-orders';
import { formatNaira } from '@/lib/money';
import { phoneRequestSchema } from '@/lib/schemas/phone-request';
import { downloadPhoneRecordsAction, findPhoneRecordsAction, type PhoneRecordsFile } from '@/server/privacy/actions/phone-records';
import type { PhoneRecords } from '@/server/privacy/phone-records';
import { ErasePhoneRecords } from './erase-phone-records';

type Found = { phone: string; records: PhoneRecords };

/** Hands the file to the browser as a download. */
function save({ fileName, json }: PhoneRecordsFile) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The owner's "Requests for a phone number" (NDPA 2023): drafts and showroom sales made with a phone
 * number only belong to no customer here, so a person asks for them by their number. Look it up, then
 * download what is held for them or erase it (src/server/privacy/phone-records.ts).
 */
export function PhoneRequests() {
  const [found, setFound] = useState<Found | null>(null);
  const { run, pending: downloading } = useAction(toast);

  async function download(of: Found) {
    const result = await run(downloadPhoneRecordsAction, { phone: of.phone }, { failed: 'Could not prepare the download. Try again.', refused: 'Not downloaded' });
    if (result.ok) save(result.data);
  }

  const held = found ? found.records.sales.length + found.records.drafts.length + found.records.conversations.length : 0;
  return (
    <ScreenCard title="Requests for a phone number">
      <p className="text-sm text-muted-foreground">
        Drafts and showroom sales made with a phone number only, no email, and inbox conversations of a number matched
        to no account, belong to no customer above. When someone asks
        for theirs, check the number is theirs (call it back), then download what we hold for them, or erase it.
      </p>
      <LookUpForm busy={downloading} onFound={setFound} />
      {found ? (
        <div className="flex flex-col gap-3" aria-live="polite">
          {held === 0 ? (
            <p className="text-sm">Nothing is held for {found.phone} without an email. A record with an email is that customer’s: close their account above.</p>
          ) : (
            <>
              <FoundRecords records={found.records} />
              <div className="flex flex-wrap gap-3">
                <Button variant="outline" disabled={downloading} onClick={() => void download(found)}>
                  Download
                </Button>
              </div>
              <ErasePhoneRecords
                key={found.phone}
                phone={found.phone}
                onErased={() => setFound({ phone: found.phone, records: { sales: [], drafts: [], conversations: [] } })}
              />
            </>
          )}
        </div>
      ) : null}
    </ScreenCard>
  );
}

/** The number asked about, as typed; `onFound` gets what is held for it (null while a look-up is refused). */
function LookUpForm({ busy, onFound }: { busy: boolean; onFound: (found: Found | null) => void }) {
  const form = useAdminForm(phoneRequestSchema, { phone: '' });
  const { Field } = form;
  const phone = useWatch({ control: form.control, name: 'phone' });
  const pending = busy || form.formState.isSubmitting;
  const lookUp = () =>
    form.send(findPhoneRecordsAction, {
      onSaved: (records) => onFound({ phone: form.getValues('phone'), records }),
      onRefused: () => onFound(null),
      title: 'Error',
      failed: 'Could not look up this phone number. Check the connection and try again.',
    });
  return (
    <AdminForm form={form} onSubmit={lookUp} className="flex flex-wrap items-end gap-3">
      <div className="w-full max-w-xs">
        <Field.Text name="phone" label="Phone number" type="tel" inputMode="tel" placeholder="0803 123 4567" maxLength={40} />
      </div>
      <Button type="submit" variant="outline" disabled={pending || !phone.trim()}>
        {pending ? <Spinner /> : null}
        Look up
      </Button>
    </AdminForm>
  );
}

function FoundRecords({ records }: { records: PhoneRecords }) {
  return (
    <ul aria-label="What we hold for this number" className="flex flex-col divide-y divide-border rounded-lg border border-border text-sm">
      {records.sales.map((sale) => (
        <li key={sale.orderNumber} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
          <span className="font-medium">Showroom sale {sale.orderNumber}</span>
          <span>{sale.name}</span>
          <span className="text-muted-foreground">{formatShortDate(sale.placedAt)}</span>
          <span className="tabular-nums">{formatNaira(sale.totalKobo)}</span>
          <OrderStatusBadge kind="order" status={sale.status} />
        </li>
      ))}
      {records.drafts.map((draft) => (
        <li key={draft.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
          <span className="font-medium">Draft order</span>
          <span>{draft.name}</span>
          <span className="text-muted-foreground">{formatShortDate(draft.madeAt)}</span>
          <span className="tabular-nums">{formatNaira(draft.totalKobo)}</span>
          <span className="text-muted-foreground">{DRAFT_STATE_LABELS[draft.state]}</span>
        </li>
      ))}
      {records.conversations.map((conversation) => (
        <li key={conversation.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
          <span className="font-medium">Inbox conversation</span>
          <span>{conversation.name}</span>
          <span className="text-muted-foreground">last message {formatShortDate(conversation.lastMessageAt)}</span>
        </li>
      ))}
    </ul>
  );
}
