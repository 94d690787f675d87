'use client';
import { useId, useState, useSyncExternalStore } from 'react';
import Link from 'next/link';
import { clsx } from 'clsx';
import { CalendarCheck, CheckCircle2 } from 'lucide-react';
import { StoreField, StoreInput } from '@/components/store/store-field';
import { fieldAria } from '@/components/ui/field-messages';
import { fieldBase } from '@/components/ui/field-base';
import { NativeSelect } from '@/components/ui/native-select';
import { EMAIL_PATTERN } from '@/lib/auth-fields';
import { addCalendarDays, lagosToday } from '@/lib/delivery/business-days';
import { VISIT_DAYS_AHEAD_MAX } from '@/lib/catalog/measure-visit';
import { isNigerianPhone } from '@/lib/nigeria';
import { QUOTE_REQUEST_PATH, accountQuotePath } from '@/lib/quotes';
import { quoteRequestMessages as m } from '@/lib/quote-fields';
import { FormEnd } from './form-end';

// Booking "We measure for you" (docs/decisions/0062-we-measure-for-you.md), a storefront island like the
// quote request beside it: values in React state, checked here and again by the server in the same
// words, sent to POST /api/quotes as a 'measure-visit'. The booking is a quote priced at the shop's fee,
// paid in My Account; a refused booking keeps every value.

const FIELDS = ['deliveryState', 'wantedBy', 'description', 'name', 'email', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;
type Answer = { data: { quoteNumber: string } | null; error: { message: string; fieldErrors?: Record<string, string> } | null };

const FAILED = 'Failed to book your visit. Please try again or contact us directly.';
const noSubscription = () => () => {};

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
  const id = useId();
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const [values, setValues] = useState<Values>({
    deliveryState: booking.states.length === 1 ? booking.states[0]! : '',
    wantedBy: '',
    description: '',
    name: booking.name,
    email: booking.email,
    phone: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [booked, setBooked] = useState<string | null>(null);
  const inputId = (name: Field) => `${id}-${name}`;

  const show = (found: Errors) => {
    setErrors(found);
    const first = FIELDS.find((name) => found[name]);
    if (first) document.getElementById(inputId(first))?.focus();
    return Boolean(first);
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    setAttempted(true);
    if (show(problems(values))) return;
    setSubmitting(true);
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
    setSubmitting(false);
    if (answer?.data) {
      setBooked(answer.data.quoteNumber);
      return;
    }
    show(answer?.error?.fieldErrors ?? {});
    setFormError(answer?.error?.message ?? FAILED);
  }

  if (booked) return <VisitBooked quoteNumber={booked} fee={booking.fee} />;

  const field = (name: Field) => ({
    id: inputId(name),
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (attempted) setErrors(problems(next));
    },
    ...fieldAria(inputId(name), { error: errors[name] }),
  });
  const today = lagosToday();

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-busy={submitting} aria-describedby={formError ? `${id}-form-error` : undefined}>
      <p className="rounded-lg bg-sand px-4 py-3 text-sm">
        A fitter measures your windows for <span className="font-semibold">{booking.productName}</span>. The visit costs{' '}
        <span className="font-semibold">{booking.fee}</span>, paid in My Account once you book.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <StoreField inputId={inputId('deliveryState')} label="State" error={errors.deliveryState}>
          <NativeSelect {...field('deliveryState')}>
            <option value="">Choose a state</option>
            {booking.states.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </NativeSelect>
        </StoreField>
        <StoreField inputId={inputId('wantedBy')} label="Preferred date" error={errors.wantedBy} hint="We call the day before to agree the time.">
          <StoreInput
            type="date"
            min={hydrated ? addCalendarDays(today, 1) : undefined}
            max={hydrated ? addCalendarDays(today, VISIT_DAYS_AHEAD_MAX) : undefined}
            {...field('wantedBy')}
          />
        </StoreField>
      </div>
      <StoreField inputId={inputId('description')} label="Address and directions" error={errors.description} hint="The street, the nearest landmark, the gate or floor.">
        <textarea rows={3} data-slot="textarea" autoComplete="street-address" className={clsx(fieldBase, 'min-h-20 py-2.5')} {...field('description')} />
      </StoreField>
      <div className="grid gap-5 sm:grid-cols-2">
        <StoreField inputId={inputId('name')} label="Name" error={errors.name}>
          <StoreInput autoComplete="name" {...field('name')} />
        </StoreField>
        <StoreField inputId={inputId('phone')} label="Phone" error={errors.phone}>
          <StoreInput type="tel" autoComplete="tel" inputMode="tel" placeholder="0803 123 4567" {...field('phone')} />
        </StoreField>
      </div>
      <StoreField inputId={inputId('email')} label="Email" error={errors.email}>
        <StoreInput type="email" autoComplete="email" inputMode="email" {...field('email')} />
      </StoreField>
      <FormEnd
        errorId={`${id}-form-error`}
        error={formError}
        ready={hydrated}
        submitting={submitting}
        icon={<CalendarCheck aria-hidden="true" className="size-4" />}
        label="Book the visit"
        busyLabel="Booking…"
      />
    </form>
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
