'use client';
import { useId, useState } from 'react';
import Link from 'next/link';
import { toast } from 'sonner';
import { Send } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { usePricePreview } from '@/components/admin/sale-pricing/use-price-preview';
import { fieldErrorsOf, useAction } from '@/components/use-action';
import { NIGERIAN_STATES, storedPhone } from '@/lib/nigeria';
import { DRAFT_LINK_DAYS } from '@/lib/draft-orders';
import { DRAFT_LIMITS } from '@/lib/schemas/draft-order';
import { createDraftAction } from '@/server/drafts/actions/create-draft';
import { priceDraftAction } from '@/server/drafts/actions/draft-lookups';
import type { PieceForDraft } from '@/server/drafts/draft-piece-reads';
import { ScreenCard } from '@/components/admin/screen-card';
import { BusinessBuyerFields, businessInputs } from '@/components/business-buyer-fields';
import { SegmentedChoice } from '@/components/admin/segmented-choice';
import { DraftLinkPanel, type LinkToSend } from '../../_components/draft-link-panel';
import { DraftPieceFinder } from './draft-piece-finder';
import { DraftLines } from './draft-lines';
import { DraftTotals } from './draft-totals';
import { draftInput, priceInput, type DraftFormState, type DraftLineState } from './draft-state';

type Place = { id: string; name: string };

const EMPTY: DraftFormState = {
  customer: { name: '', phone: '', email: '' },
  business: { name: '', tin: '' },
  lines: [],
  method: 'delivery',
  state: '',
  locationId: '',
  discount: '',
  discountReason: '',
  linkDays: String(DRAFT_LINK_DAYS.default),
  note: '',
};

/**
 * "New draft order": the customer, the pieces at the prices staff set, delivery or collection, a
 * discount with its reason, priced by the server as it is built; saved, its link is shown to send.
 */
export function NewDraftForm({ pickupPlaces, limitPercent, shopName }: { pickupPlaces: Place[]; limitPercent: number; shopName: string }) {
  const id = useId();
  const [form, setForm] = useState<DraftFormState>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [made, setMade] = useState<LinkToSend | null>(null);
  const [round, setRound] = useState(0);
  const { run, pending } = useAction(toast);
  const preview = usePricePreview(priceDraftAction, priceInput(form), round, 'Could not price this draft. Check the connection and try again.');
  const set = (change: Partial<DraftFormState>) => setForm((current) => ({ ...current, ...change }));
  const setCustomer = (change: Partial<DraftFormState['customer']>) => setForm((current) => ({ ...current, customer: { ...current.customer, ...change } }));
  // The preview's messages on the fields it refused as staff type; the save's, once sent, over them.
  const shownErrors = { ...preview.fieldErrors, ...errors };
  const errorOf = (path: string) => shownErrors[path]?.[0];

  function add(piece: PieceForDraft) {
    const line: DraftLineState = { key: `${piece.variantId}-${Date.now()}`, piece, quantity: '1', price: '', widthCm: '', dropCm: '', lined: false };
    setForm((current) => ({ ...current, lines: [...current.lines, line] }));
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const answer = await run(createDraftAction, draftInput(form), { failed: 'Failed to create the draft order.', success: 'Draft order created' });
    if (answer.ok) {
      setMade({ ...answer.data, customerName: form.customer.name.trim(), customerPhone: form.customer.phone.trim() ? storedPhone(form.customer.phone.trim()) : null, customerEmail: form.customer.email.trim() || null, shopName });
      return;
    }
    const fields = fieldErrorsOf(answer);
    setErrors(fields);
    setRound((value) => value + 1);
    if (Object.keys(fields).length === 0) setFormError(answer.error);
    else requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${CSS.escape(id)}-form [aria-invalid="true"]`)?.focus());
  }

  if (made) {
    return (
      <div className="flex flex-col gap-6">
        <AdminPageHeader title="Draft Order Created" description={`Send ${made.customerName} the link: they check the order and pay it, in full or as a deposit.`} />
        <ScreenCard title="Send the link">
          <DraftLinkPanel link={made} />
        </ScreenCard>
        <div className="flex flex-wrap gap-2">
          <Link href="/admin/drafts" className={buttonVariants({ variant: 'subtle', className: 'h-11' })}>
            Back to draft orders
          </Link>
          <Button
            variant="ghost"
            className="h-11"
            onClick={() => {
              setForm(EMPTY);
              setMade(null);
              setErrors({});
            }}
          >
            Make another
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form id={`${id}-form`} method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-busy={pending}>
      <AdminPageHeader title="New Draft Order" description="Build the order you agreed by chat. The customer gets a link to check it and pay, once, before it expires." />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="flex min-w-0 flex-col gap-6">
          <ScreenCard title="Customer">
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <FormField inputId={`${id}-name`} label="Name" required error={errorOf('customer.name')}>
                  <Input id={`${id}-name`} value={form.customer.name} onChange={(event) => setCustomer({ name: event.target.value })} maxLength={DRAFT_LIMITS.name} autoComplete="off" className="h-11" {...fieldAria(`${id}-name`, { error: errorOf('customer.name') })} />
                </FormField>
              </div>
              <FormField inputId={`${id}-phone`} label="Phone (WhatsApp)" error={errorOf('customer.phone')}>
                <Input id={`${id}-phone`} type="tel" inputMode="tel" value={form.customer.phone} onChange={(event) => setCustomer({ phone: event.target.value })} placeholder="0803 123 4567" className="h-11" {...fieldAria(`${id}-phone`, { error: errorOf('customer.phone') })} />
              </FormField>
              <FormField inputId={`${id}-email`} label="Email" optional error={errorOf('customer.email')}>
                <Input id={`${id}-email`} type="email" inputMode="email" value={form.customer.email} onChange={(event) => setCustomer({ email: event.target.value })} className="h-11" {...fieldAria(`${id}-email`, { error: errorOf('customer.email') })} />
              </FormField>
              <BusinessBuyerFields className="sm:col-span-2" {...businessInputs(form.business, (business) => set({ business }))} errors={{ name: errorOf('business.name'), tin: errorOf('business.tin') }} />
            </div>
          </ScreenCard>
          <ScreenCard title="Pieces">
            <DraftPieceFinder onAdd={add} />
            <DraftLines
              lines={form.lines}
              priced={preview.shown}
              errors={shownErrors}
              onChange={(key, change) => set({ lines: form.lines.map((line) => (line.key === key ? { ...line, ...change } : line)) })}
              onRemove={(key) => set({ lines: form.lines.filter((line) => line.key !== key) })}
            />
          </ScreenCard>
          <ScreenCard title="Delivery">
            <SegmentedChoice
              legend="Delivery or collection"
              value={form.method}
              options={[
                { value: 'delivery', label: 'Deliver' },
                { value: 'pickup', label: 'Collect' },
              ]}
              onChange={(method) => set({ method })}
            />
            {form.method === 'delivery' ? (
              <FormField inputId={`${id}-state`} label="State" required hint="The zone’s fee is charged; the customer gives the address." error={errorOf('delivery.state')}>
                <NativeSelect id={`${id}-state`} value={form.state} onChange={(event) => set({ state: event.target.value })} {...fieldAria(`${id}-state`, { hint: true, error: errorOf('delivery.state') })}>
                  <option value="">Choose a state</option>
                  {NIGERIAN_STATES.map((state) => (
                    <option key={state}>{state}</option>
                  ))}
                </NativeSelect>
              </FormField>
            ) : (
              <FormField inputId={`${id}-place`} label="Collect at" required error={errorOf('delivery.locationId')}>
                <NativeSelect id={`${id}-place`} value={form.locationId} onChange={(event) => set({ locationId: event.target.value })} {...fieldAria(`${id}-place`, { error: errorOf('delivery.locationId') })}>
                  <option value="">{pickupPlaces.length === 0 ? 'No location offers collection' : 'Choose where'}</option>
                  {pickupPlaces.map((place) => (
                    <option key={place.id} value={place.id}>
                      {place.name}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
          </ScreenCard>
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-6">
          <ScreenCard title="Price">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              <FormField inputId={`${id}-discount`} label="Discount (₦)" optional error={errorOf('discount')}>
                <Input id={`${id}-discount`} inputMode="decimal" value={form.discount} onChange={(event) => set({ discount: event.target.value })} autoComplete="off" className="h-11 tabular-nums" {...fieldAria(`${id}-discount`, { error: errorOf('discount') })} />
              </FormField>
              <FormField inputId={`${id}-reason`} label="Reason for lower prices" optional error={errorOf('discountReason')}>
                <Input id={`${id}-reason`} value={form.discountReason} onChange={(event) => set({ discountReason: event.target.value })} maxLength={DRAFT_LIMITS.reason} className="h-11" {...fieldAria(`${id}-reason`, { error: errorOf('discountReason') })} />
              </FormField>
            </div>
            <DraftTotals priced={preview.shown} pending={preview.pending} error={preview.error} limitPercent={limitPercent} />
          </ScreenCard>
          <ScreenCard title="Link">
            <FormField inputId={`${id}-days`} label="The link works for (days)" error={errorOf('linkDays')}>
              <Input id={`${id}-days`} inputMode="numeric" value={form.linkDays} onChange={(event) => set({ linkDays: event.target.value })} className="h-11 w-28 tabular-nums" {...fieldAria(`${id}-days`, { error: errorOf('linkDays') })} />
            </FormField>
            <FormField inputId={`${id}-note`} label="Note to the customer" optional error={errorOf('note')}>
              <Textarea id={`${id}-note`} rows={3} value={form.note} onChange={(event) => set({ note: event.target.value })} maxLength={DRAFT_LIMITS.note} {...fieldAria(`${id}-note`, { error: errorOf('note') })} />
            </FormField>
            {formError ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {formError}
              </p>
            ) : null}
            <Button type="submit" size="lg" className="h-12 w-full" disabled={pending}>
              {pending ? <Spinner /> : <Send aria-hidden="true" />}
              {pending ? 'Creating…' : 'Create draft and link'}
            </Button>
          </ScreenCard>
        </div>
      </div>
    </form>
  );
}
