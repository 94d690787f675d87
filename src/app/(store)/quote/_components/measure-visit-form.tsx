'use client';
import { useState } from 'react';
import Link from 'next/link';
import { CalendarCheck, CheckCircle2 } from 'lucide-react';
import { StoreForm, StoreFormField, StoreTextareaField, StoreTextField } from '@/components/store/form/store-form';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { StoreInput } from '@/components/store/store-field';
import { NativeSelect } from '@/components/ui/native-select';
import { EMAIL_PATTERN } from '@/lib/auth-fields';
import { addCalendarDays, lagosToday } from '@/lib/delivery/business-days';
import { VISIT_DAYS_AHEAD_MAX } from '@/lib/catalog/measure-visit';
import { isNigerianPhone } from '@/lib/nigeria';
import { QUOTE_REQUEST_PATH, accountQuotePath } from '@/lib/quotes';
import { quoteRequestMessages as m } from '@/lib/quote-fields';
import { FormEnd } from './form-end';

// Booking "We measure for you" (docs/decisions/0062-we-measure-for-you.md), a storefront island like the
// quote request beside it, on the storefront form kit (docs/decisions/0079-one-way-to-write-a-form.md):
// checked here and again by the server in the same words, sent to POST /api/quotes as a 'measure-visit'. The booking is a quote priced at the shop's fee,
// paid in My Account; a refused booking keeps every value.

const FIELDS = ['deliveryState', 'wantedBy', 'description', 'name', 'email', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;
type Answer = { data: { quoteNumber: string } | null; error: { message: string; fieldErrors?: Record<string, string> } | null };

const FAILED = 'Failed to book your visit. Please try again or contact us directly.';

export type VisitBooking = { productId: string; productName: string; states: readonly string[]; fee: string; name: string; email: string };

function problems(values: Values): Errors {
  const errors: Errors = {};
  if (!values.deliveryState) errors.deliveryState = 'Choose the state we visit you in';
  if (!values.wantedBy) errors.wantedBy = 'Choose the day you would like us to visit';
  if (!values.description.trim()) errors.description = 'Enter the address we visit';
  if (!values.name.trim()) errors.name = m.name;
  if (!values.email.trim()) errors.email = m.email;
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = m.emailInvalid;
  if (!values.phone.trim()) errors.phone = 'Add the phone number our fitter calls';
  else if (!isNigerianPhone(values.phone.trim())) errors.phone = m.phone;
  return errors;
}

export function MeasureVisitForm({ booking }: { booking: VisitBooking }) {
  const form = useStoreForm<Values>(
    {
      deliveryState: booking.states.length === 1 ? booking.states[0]! : '',
      wantedBy: '',
      description: '',
      name: booking.name,
      email: booking.email,
      phone: '',
    },
    problems,
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [booked, setBooked] = useState<string | null>(null);
  const formErrorId = `${form.formId}-error`;

  async function onSubmit(values: Values) {
    setFormError(null);
    const body = new FormData();
    for (const name of FIELDS) body.append(name, values[name].trim());
    body.append('kind', 'measure-visit');
    body.append('productId', booking.productId);
    body.append('quantity', '1');
    body.append('contactVia', 'phone');
    let answer: Answer | null = null;
    try {
      const response = await fetch(QUOTE_REQUEST_PATH, { method: 'POST', body });
      answer = (await response.json().catch(() => null)) as Answer | null;
    } catch {
      answer = null;
    }
    if (answer?.data) {
      setBooked(answer.data.quoteNumber);
      return;
    }
    // The route names one message a field; the kit takes lists.
    const fieldErrors = Object.fromEntries(Object.entries(answer?.error?.fieldErrors ?? {}).map(([name, message]) => [name, [message]]));
    form.refuse({ fieldErrors });
    setFormError(answer?.error?.message ?? FAILED);
  }

  if (booked) return <VisitBooked quoteNumber={booked} fee={booking.fee} />;

  const today = form.hydrated ? lagosToday() : null;

  return (
    <StoreForm form={form} onSubmit={onSubmit} className="flex flex-col gap-6" aria-describedby={formError ? formErrorId : undefined}>
      <p className="rounded-lg bg-sand px-4 py-3 text-sm">
        A fitter measures your windows for <span className="font-semibold">{booking.productName}</span>. The visit costs{' '}
        <span className="font-semibold">{booking.fee}</span>, paid in My Account once you book.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <StoreFormField form={form} name="deliveryState" label="State">
          <NativeSelect {...form.field('deliveryState')}>
            <option value="">Choose a state</option>
            {booking.states.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </NativeSelect>
        </StoreFormField>
        <StoreFormField form={form} name="wantedBy" label="Preferred date" hint="We call the day before to agree the time.">
          <StoreInput
            type="date"
            min={today ? addCalendarDays(today, 1) : undefined}
            max={today ? addCalendarDays(today, VISIT_DAYS_AHEAD_MAX) : undefined}
            {...form.field('wantedBy', { hint: true })}
          />
        </StoreFormField>
      </div>
      <StoreTextareaField
        form={form}
        name="description"
        label="Address and directions"
        hint="The street, the nearest landmark, the gate or floor."
        rows={3}
        autoComplete="street-address"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <StoreTextField form={form} name="name" label="Name" autoComplete="name" />
        <StoreTextField form={form} name="phone" label="Phone" type="tel" autoComplete="tel" inputMode="tel" placeholder="0803 123 4567" />
      </div>
      <StoreTextField form={form} name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
      <FormEnd
        errorId={formErrorId}
        error={formError}
        ready={form.hydrated}
        submitting={form.submitting}
        icon={<CalendarCheck aria-hidden="true" className="size-4" />}
        label="Book the visit"
        busyLabel="Booking…"
      />
    </StoreForm>
  );
}

function VisitBooked({ quoteNumber, fee }: { quoteNumber: string; fee: string }) {
  return (
    <div role="status" className="flex flex-col items-start gap-4">
      <CheckCircle2 aria-hidden="true" className="size-10 text-accent" strokeWidth={1.5} />
      <h2 className="text-2xl font-medium md:text-3xl">Your visit is booked</h2>
      <p className="text-muted-foreground">
        Booking <span className="font-mono font-semibold text-foreground">{quoteNumber}</span>. Pay {fee} in My Account to confirm it; we have mailed
        you the details.
      </p>
      <Link
        href={accountQuotePath(quoteNumber)}
        className="inline-flex min-h-11 items-center font-semibold underline decoration-brass underline-offset-4 hover:decoration-foreground"
      >
        Pay for the visit in My Account
      </Link>
    </div>
  );
}
