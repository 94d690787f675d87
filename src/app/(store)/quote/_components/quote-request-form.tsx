'use client';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import Link from 'next/link';
import { clsx } from 'clsx';
import { CheckCircle2, FileText, ImageIcon, Paperclip, Send, X } from 'lucide-react';
import { StoreField, StoreInput } from '@/components/store/store-field';
import { StateSelect } from '@/components/store/state-select';
import { fieldAria } from '@/components/ui/field-messages';
import { fieldBase } from '@/components/ui/field-base';
import { NativeSelect } from '@/components/ui/native-select';
import { MAX_QUOTE_FILES, QUOTE_BUDGETS, QUOTE_CONTACT_CHANNELS, QUOTE_REQUEST_KINDS } from '@/lib/made-to-order-constants';
import { lagosToday } from '@/lib/delivery/business-days';
import { QUOTE_BUDGET_LABELS, QUOTE_CONTACT_LABELS, QUOTE_FILE_ACCEPT, QUOTE_KIND_LABELS, QUOTE_REQUEST_PATH, accountQuotePath } from '@/lib/quotes';
import { FormEnd } from './form-end';
import { quoteRequestErrors, type QuoteRequestErrors, type QuoteRequestField, type QuoteRequestValues } from '@/lib/quote-fields';

// The quote request, a storefront island like the contact form: values in React state, checked by
// src/lib/quote-fields.ts (no form library, docs/decisions/0020-storefront-forms-without-form-libraries.md),
// sent as multipart to POST /api/quotes with its photos. A refused request keeps every value and file.

const FIELD_ORDER: readonly QuoteRequestField[] = [
  'kind',
  'description',
  'widthCm',
  'depthCm',
  'heightCm',
  'fabric',
  'finish',
  'quantity',
  'files',
  'deliveryState',
  'budget',
  'wantedBy',
  'name',
  'email',
  'phone',
  'contactVia',
];

type Answer = { data: { quoteNumber: string } | null; error: { message: string; fieldErrors?: Record<string, string> } | null };

const noSubscription = () => () => {};
const FAILED = 'Failed to send your request. Please try again or contact us directly.';

export type QuotePrefill = { productId: string | null; productName: string | null; name: string; email: string; signedIn: boolean };

export function QuoteRequestForm({ prefill }: { prefill: QuotePrefill }) {
  const id = useId();
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const [values, setValues] = useState<QuoteRequestValues>(() => ({
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
  }));
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<QuoteRequestErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ quoteNumber: string; email: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = (name: QuoteRequestField) => `${id}-${name}`;

  function recheck(nextValues: QuoteRequestValues, nextFiles: File[]) {
    if (attempted) setErrors(quoteRequestErrors(nextValues, nextFiles, lagosToday()));
  }

  function focusFirst(found: QuoteRequestErrors) {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (!first) return false;
    const target = first === 'kind' || first === 'contactVia' ? document.querySelector<HTMLInputElement>(`input[name="${id}-${first}"]`) : document.getElementById(inputId(first));
    target?.focus();
    return true;
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const found = quoteRequestErrors(values, files, lagosToday());
    setErrors(found);
    setAttempted(true);
    if (focusFirst(found)) return;
    setSubmitting(true);
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value.trim());
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
    setSubmitting(false);
    if (status === 200 && answer?.data) {
      setSent({ quoteNumber: answer.data.quoteNumber, email: values.email.trim() });
      return;
    }
    const fieldErrors = (answer?.error?.fieldErrors ?? {}) as QuoteRequestErrors;
    if (Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      focusFirst(fieldErrors);
    }
    setFormError(answer?.error?.message ?? FAILED);
  }

  if (sent) return <QuoteSent {...sent} signedIn={prefill.signedIn} />;

  const field = (name: keyof QuoteRequestValues) => ({
    id: inputId(name),
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      recheck(next, files);
    },
    ...fieldAria(inputId(name), { error: errors[name] }),
  });
  const optional = <span className="ml-1.5 font-normal text-muted-foreground">(optional)</span>;

  function addFiles(list: FileList | null) {
    if (!list) return;
    const next = [...files, ...Array.from(list)];
    setFiles(next);
    recheck(values, next);
    if (fileInput.current) fileInput.current.value = '';
  }
  function removeFile(index: number) {
    const next = files.filter((_, i) => i !== index);
    setFiles(next);
    recheck(values, next);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-8" aria-busy={submitting} aria-describedby={formError ? `${id}-form-error` : undefined}>
      {prefill.productName ? (
        <p className="rounded-lg bg-sand px-4 py-3 text-sm">
          A custom version of <span className="font-semibold">{prefill.productName}</span>. Tell us what to change: size, fabric, finish.
        </p>
      ) : null}

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 text-xl font-medium">What would you like made?</legend>
        <RadioGroup
          legend="It is"
          name={`${id}-kind`}
          options={QUOTE_REQUEST_KINDS.map((kind) => ({ value: kind, label: QUOTE_KIND_LABELS[kind] }))}
          value={values.kind}
          error={errors.kind}
          errorId={`${inputId('kind')}-error`}
          onChange={(kind) => {
            const next = { ...values, kind };
            setValues(next);
            recheck(next, files);
          }}
        />
        <StoreField inputId={inputId('description')} label="Describe it" error={errors.description} hint="The piece or the room, how you will use it, anything you have seen and liked.">
          <textarea rows={5} data-slot="textarea" className={clsx(fieldBase, 'min-h-24 py-2.5')} {...field('description')} />
        </StoreField>
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
              <StoreField key={name} inputId={inputId(name)} label={<span className="font-normal text-muted-foreground">{label}</span>} error={errors[name]}>
                <StoreInput inputMode="numeric" autoComplete="off" placeholder="cm" {...field(name)} />
              </StoreField>
            ))}
          </div>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <StoreField inputId={inputId('fabric')} label={<>Fabric{optional}</>} error={errors.fabric}>
            <StoreInput placeholder="e.g. aso-oke, linen, velvet" {...field('fabric')} />
          </StoreField>
          <StoreField inputId={inputId('finish')} label={<>Finish or colour{optional}</>} error={errors.finish}>
            <StoreInput placeholder="e.g. dark walnut, indigo" {...field('finish')} />
          </StoreField>
        </div>
        <div className="sm:w-40">
          <StoreField inputId={inputId('quantity')} label="Quantity" error={errors.quantity}>
            <StoreInput inputMode="numeric" {...field('quantity')} />
          </StoreField>
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={inputId('files')} className="text-sm font-medium">
            Photos or sketches{optional}
          </label>
          <p id={`${inputId('files')}-hint`} className="text-xs text-muted-foreground">
            Up to {MAX_QUOTE_FILES} JPEG or PNG pictures or PDFs, 5 MB each: your room, a sketch, a piece you like.
          </p>
          <input
            ref={fileInput}
            id={inputId('files')}
            type="file"
            multiple
            accept={QUOTE_FILE_ACCEPT}
            onChange={(event) => addFiles(event.target.files)}
            disabled={files.length >= MAX_QUOTE_FILES}
            aria-describedby={[`${inputId('files')}-hint`, errors.files ? `${inputId('files')}-error` : null].filter(Boolean).join(' ')}
            aria-invalid={errors.files ? true : undefined}
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
                    onClick={() => removeFile(index)}
                    className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-sand"
                    aria-label={`Remove ${file.name}`}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {errors.files ? (
            <p id={`${inputId('files')}-error`} role="alert" className="text-sm font-medium text-destructive">
              {errors.files}
            </p>
          ) : null}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 text-xl font-medium">Delivery and budget</legend>
        <div className="grid gap-5 sm:grid-cols-3">
          <StoreField inputId={inputId('deliveryState')} label={<>Delivery state{optional}</>} error={errors.deliveryState}>
            <StateSelect {...field('deliveryState')} />
          </StoreField>
          <StoreField inputId={inputId('budget')} label={<>Budget{optional}</>} error={errors.budget}>
            <NativeSelect {...field('budget')}>
              <option value="">Choose a range</option>
              {QUOTE_BUDGETS.map((budget) => (
                <option key={budget} value={budget}>
                  {QUOTE_BUDGET_LABELS[budget]}
                </option>
              ))}
            </NativeSelect>
          </StoreField>
          <StoreField inputId={inputId('wantedBy')} label={<>Wanted by{optional}</>} error={errors.wantedBy}>
            <StoreInput type="date" min={hydrated ? lagosToday() : undefined} {...field('wantedBy')} />
          </StoreField>
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 text-xl font-medium">How can we reach you?</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <StoreField inputId={inputId('name')} label="Name" error={errors.name}>
            <StoreInput autoComplete="name" {...field('name')} />
          </StoreField>
          <StoreField inputId={inputId('email')} label="Email" error={errors.email} hint="Your quote will be in My Account under this email.">
            <StoreInput type="email" autoComplete="email" inputMode="email" {...field('email')} />
          </StoreField>
        </div>
        <RadioGroup
          legend="Reach me by"
          name={`${id}-contactVia`}
          options={QUOTE_CONTACT_CHANNELS.map((channel) => ({ value: channel, label: QUOTE_CONTACT_LABELS[channel] }))}
          value={values.contactVia}
          error={errors.contactVia}
          errorId={`${inputId('contactVia')}-error`}
          onChange={(contactVia) => {
            const next = { ...values, contactVia };
            setValues(next);
            recheck(next, files);
          }}
        />
        <div className="sm:w-1/2 sm:pr-2.5">
          <StoreField inputId={inputId('phone')} label={values.contactVia === 'email' ? <>Phone{optional}</> : 'Phone'} error={errors.phone}>
            <StoreInput type="tel" autoComplete="tel" inputMode="tel" placeholder="0803 123 4567" {...field('phone')} />
          </StoreField>
        </div>
      </fieldset>

      <FormEnd
        errorId={`${id}-form-error`}
        error={formError}
        ready={hydrated}
        submitting={submitting}
        icon={<Send aria-hidden="true" className="size-4" />}
        label="Request a quote"
        busyLabel="Sending…"
      />
    </form>
  );
}

function RadioGroup<Value extends string>({
  legend,
  name,
  options,
  value,
  error,
  errorId,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: Value; label: string }[];
  value: string;
  error?: string;
  errorId: string;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-4 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === option.value ? 'border-foreground bg-sand/60 font-medium' : 'border-border hover:border-foreground/40',
            )}
          >
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="size-4 accent-foreground" />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
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
