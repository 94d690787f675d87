'use client';
import { useRef, useState } from 'react';
import Link from 'next/link';
import { clsx } from 'clsx';
import { CheckCircle2, FileText, ImageIcon, Paperclip, Send, X } from 'lucide-react';
import { StoreCheckboxField, StoreFieldset } from '@/components/store/form/store-choice-fields';
import { StoreForm, StoreFormField, StoreTextareaField, StoreTextField } from '@/components/store/form/store-form';
import { useStoreForm, type StoreFormApi } from '@/components/store/form/use-store-form';
import { StateSelect } from '@/components/store/state-select';
import { NativeSelect } from '@/components/ui/native-select';
import { MAX_QUOTE_FILES, QUOTE_BUDGETS, QUOTE_CONTACT_CHANNELS, QUOTE_REQUEST_KINDS } from '@/lib/made-to-order-constants';
import { lagosToday } from '@/lib/delivery/business-days';
import { QUOTE_BUDGET_LABELS, QUOTE_CONTACT_LABELS, QUOTE_FILE_ACCEPT, QUOTE_KIND_LABELS, QUOTE_REQUEST_PATH, accountQuotePath } from '@/lib/quotes';
import { FormEnd } from './form-end';
import { quoteRequestErrors, type QuoteRequestValues } from '@/lib/quote-fields';
import { ORDER_UPDATES_CONSENT_WORDS } from '@/lib/messaging/consent-words';

// The quote request, on the storefront form kit (docs/decisions/0079-one-way-to-write-a-form.md): checked by
// src/lib/quote-fields.ts, whose words the server uses too, sent as multipart to POST /api/quotes with its
// photos. A refused request keeps every value and file.

type Answer = { data: { quoteNumber: string } | null; error: { message: string; fieldErrors?: Record<string, string> } | null };
/** `orderUpdatesConsent`: the shopper ticked "Send me updates… on WhatsApp or SMS", never ticked for them. */
type Values = QuoteRequestValues & { files: File[]; orderUpdatesConsent: boolean };

const FAILED = 'Failed to send your request. Please try again or contact us directly.';

const checkRequest = ({ files, orderUpdatesConsent: _consent, ...values }: Values) => quoteRequestErrors(values, files, lagosToday());

export type QuotePrefill = { productId: string | null; productName: string | null; name: string; email: string; signedIn: boolean };

export function QuoteRequestForm({ prefill }: { prefill: QuotePrefill }) {
  const form = useStoreForm<Values>(
    {
      kind: 'piece',
      productId: prefill.productId ?? '',
      description: prefill.productName ? `A custom version of ${prefill.productName}: ` : '',
      widthCm: '',
      depthCm: '',
      heightCm: '',
      fabric: '',
      finish: '',
      quantity: '1',
      deliveryState: '',
      budget: '',
      wantedBy: '',
      name: prefill.name,
      email: prefill.email,
      phone: '',
      contactVia: 'whatsapp',
      files: [],
      orderUpdatesConsent: false,
    },
    checkRequest,
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ quoteNumber: string; email: string } | null>(null);
  const formErrorId = `${form.formId}-error`;

  async function onSubmit({ files, orderUpdatesConsent, ...values }: Values) {
    setFormError(null);
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value.trim());
    if (orderUpdatesConsent) body.append('orderUpdatesConsent', 'on');
    for (const file of files) body.append('files', file, file.name);
    let answer: Answer | null = null;
    let status = 0;
    try {
      const response = await fetch(QUOTE_REQUEST_PATH, { method: 'POST', body });
      status = response.status;
      answer = (await response.json().catch(() => null)) as Answer | null;
    } catch {
      answer = null;
    }
    if (status === 200 && answer?.data) {
      setSent({ quoteNumber: answer.data.quoteNumber, email: values.email.trim() });
      return;
    }
    // The route names one message a field; the kit takes lists.
    form.refuse({ fieldErrors: Object.fromEntries(Object.entries(answer?.error?.fieldErrors ?? {}).map(([name, message]) => [name, [message]])) });
    setFormError(answer?.error?.message ?? FAILED);
  }

  if (sent) return <QuoteSent {...sent} signedIn={prefill.signedIn} />;

  const optional = <span className="ml-1.5 font-normal text-muted-foreground">(optional)</span>;

  return (
    <StoreForm form={form} onSubmit={onSubmit} className="flex flex-col gap-8" aria-describedby={formError ? formErrorId : undefined}>
      {prefill.productName ? (
        <p className="rounded-lg bg-sand px-4 py-3 text-sm">
          A custom version of <span className="font-semibold">{prefill.productName}</span>. Tell us what to change: size, fabric, finish.
        </p>
      ) : null}

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 text-xl font-medium">What would you like made?</legend>
        <Choices form={form} name="kind" legend="It is" options={QUOTE_REQUEST_KINDS.map((kind) => ({ value: kind, label: QUOTE_KIND_LABELS[kind] }))} />
        <StoreTextareaField form={form} name="description" label="Describe it" hint="The piece or the room, how you will use it, anything you have seen and liked." rows={5} />
        <div>
          <p className="mb-2 text-sm font-medium">
            Dimensions in cm{optional}
          </p>
          <div className="grid grid-cols-3 gap-3">
            {(
              [
                ['widthCm', 'Width'],
                ['depthCm', 'Depth'],
                ['heightCm', 'Height'],
              ] as const
            ).map(([name, label]) => (
              <StoreTextField key={name} form={form} name={name} label={<span className="font-normal text-muted-foreground">{label}</span>} inputMode="numeric" autoComplete="off" placeholder="cm" />
            ))}
          </div>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <StoreTextField form={form} name="fabric" label="Fabric" optional placeholder="e.g. aso-oke, linen, velvet" />
          <StoreTextField form={form} name="finish" label="Finish or colour" optional placeholder="e.g. dark walnut, indigo" />
        </div>
        <div className="sm:w-40">
          <StoreTextField form={form} name="quantity" label="Quantity" inputMode="numeric" />
        </div>
        <PhotoPicker form={form} />
      </fieldset>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 text-xl font-medium">Delivery and budget</legend>
        <div className="grid gap-5 sm:grid-cols-3">
          <StoreFormField form={form} name="deliveryState" label="Delivery state" optional>
            <StateSelect {...form.field('deliveryState')} />
          </StoreFormField>
          <StoreFormField form={form} name="budget" label="Budget" optional>
            <NativeSelect {...form.field('budget')}>
              <option value="">Choose a range</option>
              {QUOTE_BUDGETS.map((budget) => (
                <option key={budget} value={budget}>
                  {QUOTE_BUDGET_LABELS[budget]}
                </option>
              ))}
            </NativeSelect>
          </StoreFormField>
          <StoreTextField form={form} name="wantedBy" label="Wanted by" optional type="date" min={form.hydrated ? lagosToday() : undefined} />
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 text-xl font-medium">How can we reach you?</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <StoreTextField form={form} name="name" label="Name" autoComplete="name" />
          <StoreTextField form={form} name="email" label="Email" hint="Your quote will be in My Account under this email." type="email" autoComplete="email" inputMode="email" />
        </div>
        <Choices form={form} name="contactVia" legend="Reach me by" options={QUOTE_CONTACT_CHANNELS.map((channel) => ({ value: channel, label: QUOTE_CONTACT_LABELS[channel] }))} />
        <div className="sm:w-1/2 sm:pr-2.5">
          <StoreTextField form={form} name="phone" label="Phone" optional={form.values.contactVia === 'email'} type="tel" autoComplete="tel" inputMode="tel" placeholder="0803 123 4567" />
        </div>
        <StoreCheckboxField form={form} name="orderUpdatesConsent" label={ORDER_UPDATES_CONSENT_WORDS} hint="To the phone above: your quote and your order's progress." />
      </fieldset>

      <FormEnd
        errorId={formErrorId}
        error={formError}
        ready={form.hydrated}
        submitting={form.submitting}
        icon={<Send aria-hidden="true" className="size-4" />}
        label="Request a quote"
        busyLabel="Sending…"
      />
    </StoreForm>
  );
}

/** One of a few choices, drawn as buttons. */
function Choices({ form, name, legend, options }: { form: StoreFormApi<Values>; name: 'kind' | 'contactVia'; legend: string; options: readonly { value: string; label: string }[] }) {
  return (
    <StoreFieldset form={form} name={name} legend={legend}>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-4 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              form.values[name] === option.value ? 'border-foreground bg-sand/60 font-medium' : 'border-border hover:border-foreground/40',
            )}
          >
            <input
              type="radio"
              name={`${form.formId}-${name}`}
              value={option.value}
              checked={form.values[name] === option.value}
              onChange={() => form.set(name, option.value as Values[typeof name])}
              className="size-4 accent-foreground"
            />
            {option.label}
          </label>
        ))}
      </div>
    </StoreFieldset>
  );
}

/** Photos or sketches: added a few at a time, each listed with a button that takes it off. */
function PhotoPicker({ form }: { form: StoreFormApi<Values> }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const files = form.values.files;
  function addFiles(list: FileList | null) {
    if (!list) return;
    form.set('files', [...files, ...Array.from(list)]);
    if (fileInput.current) fileInput.current.value = '';
  }
  const hint = `Up to ${MAX_QUOTE_FILES} JPEG or PNG pictures or PDFs, 5 MB each: your room, a sketch, a piece you like.`;
  const { value: _value, onChange: _onChange, ...wiring } = form.field('files', { hint: true });
  return (
    <StoreFormField form={form} name="files" label="Photos or sketches" optional hint={hint}>
      <input
        ref={fileInput}
        type="file"
        multiple
        accept={QUOTE_FILE_ACCEPT}
        onChange={(event) => addFiles(event.target.files)}
        disabled={files.length >= MAX_QUOTE_FILES}
        {...wiring}
        className="block w-full text-sm file:mr-3 file:inline-flex file:h-11 file:cursor-pointer file:rounded-md file:border file:border-border file:bg-card file:px-4 file:font-semibold hover:file:bg-sand disabled:opacity-60"
      />
      {files.length > 0 ? (
        <ul aria-label="Chosen files" className="flex flex-col gap-2">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center gap-3 rounded-md border border-border bg-card px-3 py-2 text-sm">
              {file.type === 'application/pdf' ? (
                <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              ) : (
                <ImageIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              )}
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{Math.max(1, Math.round(file.size / 1024)).toLocaleString('en-NG')} KB</span>
              <button
                type="button"
                onClick={() => form.set('files', files.filter((_, i) => i !== index))}
                className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-sand"
                aria-label={`Remove ${file.name}`}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </StoreFormField>
  );
}

function QuoteSent({ quoteNumber, email, signedIn }: { quoteNumber: string; email: string; signedIn: boolean }) {
  const path = accountQuotePath(quoteNumber);
  return (
    <div role="status" className="flex flex-col items-start gap-4">
      <CheckCircle2 aria-hidden="true" className="size-10 text-accent" strokeWidth={1.5} />
      <h2 className="text-2xl font-medium md:text-3xl">Thank you, we have your request</h2>
      <p className="text-muted-foreground">
        Your request number is <span className="font-mono font-semibold text-foreground">{quoteNumber}</span>. Our design team will reply within two
        working days, to <span className="font-medium text-foreground [overflow-wrap:anywhere]">{email}</span>.{' '}
        {signedIn
          ? 'Your quote will be in My Account.'
          : 'To follow it in My Account, sign in with that address, or create your account with it and confirm the address.'}
      </p>
      <Link
        href={signedIn ? path : `/auth?next=${encodeURIComponent(path)}`}
        className="inline-flex min-h-11 items-center gap-2 font-semibold underline decoration-brass underline-offset-4 hover:decoration-foreground"
      >
        <Paperclip aria-hidden="true" className="size-4" />
        {signedIn ? 'See your request in My Account' : 'Sign in or create your account to follow it'}
      </Link>
    </div>
  );
}
