'use client';
import { useRef, useState } from 'react';
import Link from 'next/link';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Send } from 'lucide-react';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { useLiveFieldMessages } from './live-field-messages';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { usePricePreview } from '@/components/admin/sale-pricing/use-price-preview';
import { fieldErrorsOf } from '@/components/use-action';
import { NIGERIAN_STATES, storedPhone } from '@/lib/nigeria';
import { DRAFT_LINK_DAYS } from '@/lib/draft-orders';
import { DRAFT_LIMITS, draftDetailsSchema, type DraftDetailsInput } from '@/lib/schemas/draft-order';
import { createDraftAction } from '@/server/drafts/actions/create-draft';
import { priceDraftAction } from '@/server/drafts/actions/draft-lookups';
import type { PieceForDraft } from '@/server/drafts/draft-piece-reads';
import { ScreenCard } from '@/components/admin/screen-card';
import { BusinessBuyerFields } from '@/components/business-buyer-fields';
import { SegmentedChoice } from '@/components/admin/segmented-choice';
import { DraftLinkPanel, type LinkToSend } from '../../_components/draft-link-panel';
import { DraftPieceFinder } from './draft-piece-finder';
import { DraftLines } from './draft-lines';
import { DraftTotals } from './draft-totals';
import { draftInput, priceInput, type DraftFormState, type DraftLineState } from './draft-state';
import { ASKED_BY_STAFF } from '@/lib/messaging/consent-words';

type Place = { id: string; name: string };

/**
 * The form's fields (src/lib/schemas/draft-order.ts, draftDetailsSchema) as typed. The schema's delivery
 * is one choice or the other; the form keeps both answers while staff switch between them.
 */
type DraftFields = Omit<DraftFormState, 'lines' | 'method' | 'state' | 'locationId'> & {
  delivery: { method: DraftFormState['method']; state: string; locationId: string };
};

const EMPTY: DraftFields = {
  customer: { name: '', phone: '', email: '' },
  business: { name: '', tin: '' },
  delivery: { method: 'delivery', state: '', locationId: '' },
  discount: '',
  discountReason: '',
  linkDays: String(DRAFT_LINK_DAYS.default),
  note: '',
  orderUpdatesConsent: false,
};

/** The draft as draft-state.ts prices and sends it: the form's fields and the lines the line editor builds. */
const draftState = ({ delivery, ...fields }: DraftFields, lines: DraftLineState[]): DraftFormState => ({ ...fields, lines, ...delivery });

/** A refused line's box, after the refusal is on screen, unless the kit focused a field above the pieces. */
function focusRefusedLine(pieces: HTMLElement | null) {
  requestAnimationFrame(() => {
    const line = pieces?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const focused = document.activeElement;
    if (!line || (focused?.getAttribute('aria-invalid') === 'true' && focused.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING)) return;
    line.focus();
  });
}

/**
 * "New draft order": the customer, the pieces at the prices staff set, delivery or collection, a
 * discount with its reason, priced by the server as it is built; saved, its link is shown to send.
 */
export function NewDraftForm({ pickupPlaces, limitPercent, shopName, messagingOn }: { pickupPlaces: Place[]; limitPercent: number; shopName: string; messagingOn: boolean }) {
  const form = useAdminForm(draftDetailsSchema, EMPTY as DraftDetailsInput);
  const { Field } = form;
  const fields = useWatch({ control: form.control }) as DraftFields;
  const [lines, setLines] = useState<DraftLineState[]>([]);
  const [lineErrors, setLineErrors] = useState<Record<string, string[]>>({});
  const [made, setMade] = useState<LinkToSend | null>(null);
  const [round, setRound] = useState(0);
  const pieces = useRef<HTMLDivElement>(null);
  const draft = draftState(fields, lines);
  const preview = usePricePreview(priceDraftAction, priceInput(draft), round, 'Could not price this draft. Check the connection and try again.');
  // The preview's messages on the fields it refused as staff type; the save's, once sent, over them.
  useLiveFieldMessages(form, preview.fieldErrors);

  function add(piece: PieceForDraft) {
    const line: DraftLineState = { key: `${piece.variantId}-${Date.now()}`, piece, quantity: '1', price: '', widthCm: '', dropCm: '', lined: false };
    setLines((current) => [...current, line]);
  }

  const onSubmit = () =>
    form.send((details) => createDraftAction({ ...details, lines: draftInput(draft).lines }), {
      onSaved: (link) => {
        toast.success('Draft order created');
        const { name, phone, email } = form.getValues().customer;
        setMade({ ...link, customerName: name.trim(), customerPhone: phone?.trim() ? storedPhone(phone.trim()) : null, customerEmail: email?.trim() || null, shopName, messagingOn });
      },
      // The lines are the line editor's: their messages go to it; the price is asked again.
      onRefused: (refusal) => {
        setLineErrors(fieldErrorsOf(refusal));
        setRound((value) => value + 1);
        focusRefusedLine(pieces.current);
      },
      title: 'Error',
      failed: 'Failed to create the draft order.',
    });

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
              form.reset(EMPTY as DraftDetailsInput);
              setLines([]);
              setLineErrors({});
              setMade(null);
            }}
          >
            Make another
          </Button>
        </div>
      </div>
    );
  }

  const { errors } = form.formState;
  const creating = form.formState.isSubmitting;
  return (
    <AdminForm form={form} onSubmit={onSubmit} className="flex flex-col gap-6">
      <AdminPageHeader title="New Draft Order" description="Build the order you agreed by chat. The customer gets a link to check it and pay, once, before it expires." />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="flex min-w-0 flex-col gap-6">
          <ScreenCard title="Customer">
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <Field.Text name="customer.name" label="Name" maxLength={DRAFT_LIMITS.name} />
              </div>
              <Field.Text name="customer.phone" label="Phone (WhatsApp)" type="tel" inputMode="tel" placeholder="0803 123 4567" />
              <Field.Text name="customer.email" label="Email" optional type="email" inputMode="email" />
              <div className="sm:col-span-2">
                <Field.Switch name="orderUpdatesConsent" label={ASKED_BY_STAFF.label} hint={ASKED_BY_STAFF.hint} />
              </div>
              {/* Its own fields (checkout and the Sell screen share them): bound by name, refusals at them. */}
              <div data-field="business.name business.tin" className="sm:col-span-2">
                <BusinessBuyerFields
                  name={form.register('business.name')}
                  tin={form.register('business.tin')}
                  errors={{ name: errors.business?.name?.message, tin: errors.business?.tin?.message }}
                />
              </div>
            </div>
          </ScreenCard>
          <ScreenCard title="Pieces">
            <DraftPieceFinder onAdd={add} />
            <div ref={pieces} data-field="lines" data-field-focus="none">
              <DraftLines
                lines={lines}
                priced={preview.shown}
                errors={{ ...preview.fieldErrors, ...lineErrors }}
                onChange={(key, change) => setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)))}
                onRemove={(key) => setLines((current) => current.filter((line) => line.key !== key))}
              />
            </div>
          </ScreenCard>
          <ScreenCard title="Delivery">
            <SegmentedChoice
              legend="Delivery or collection"
              value={fields.delivery.method}
              options={[
                { value: 'delivery', label: 'Deliver' },
                { value: 'pickup', label: 'Collect' },
              ]}
              onChange={(method) => form.setValue('delivery.method', method)}
            />
            {fields.delivery.method === 'delivery' ? (
              <Field.Select name="delivery.state" label="State" placeholder="Choose a state" hint="The zone’s fee is charged; the customer gives the address.">
                {NIGERIAN_STATES.map((state) => (
                  <option key={state}>{state}</option>
                ))}
              </Field.Select>
            ) : (
              <Field.Select
                name="delivery.locationId"
                label="Collect at"
                placeholder={pickupPlaces.length === 0 ? 'No location offers collection' : 'Choose where'}
                options={Object.fromEntries(pickupPlaces.map((place) => [place.id, place.name]))}
              />
            )}
          </ScreenCard>
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-6">
          <ScreenCard title="Price">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              <Field.Text name="discount" label="Discount (₦)" optional inputMode="decimal" className="tabular-nums" />
              <Field.Text name="discountReason" label="Reason for lower prices" optional maxLength={DRAFT_LIMITS.reason} />
            </div>
            <DraftTotals priced={preview.shown} pending={preview.pending} error={preview.error} limitPercent={limitPercent} />
          </ScreenCard>
          <ScreenCard title="Link">
            <Field.Text name="linkDays" label="The link works for (days)" inputMode="numeric" className="w-28 tabular-nums" />
            <Field.Textarea name="note" label="Note to the customer" optional rows={3} maxLength={DRAFT_LIMITS.note} />
            <Button type="submit" size="lg" className="h-12 w-full" disabled={creating}>
              {creating ? <Spinner /> : <Send aria-hidden="true" />}
              {creating ? 'Creating…' : 'Create draft and link'}
            </Button>
          </ScreenCard>
        </div>
      </div>
    </AdminForm>
  );
}
