'use client';
import { useId, useState, useSyncExternalStore } from 'react';
import { clsx } from 'clsx';
import { Send } from 'lucide-react';
import { toast } from '@/components/store/toast';
import { StoreButton } from '@/components/store/store-button';
import { StoreField, StoreInput } from '@/components/store/store-field';
import { fieldAria } from '@/components/ui/field-messages';
import { fieldBase } from '@/components/ui/field-base';
import { Spinner } from '@/components/ui/spinner';
import { contactFieldErrors, type ContactFieldErrors, type ContactValues } from '@/lib/contact-fields';

const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '' };
const FIELDS = ['name', 'email', 'phone', 'message'] as const;

type ContactAnswer = { data: unknown; error: { message: string } | null };

async function sendMessage(body: unknown): Promise<{ ok: true } | { ok: false; message: string | null }> {
  try {
    const response = await fetch('/api/contact-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => null)) as ContactAnswer | null;
    if (response.ok && answer && !answer.error) return { ok: true };
    return { ok: false, message: answer?.error?.message ?? null };
  } catch {
    return { ok: false, message: null };
  }
}

const noSubscription = () => () => {};

/** False while the server HTML is shown, true once React runs in the browser. */
function useHydrated() {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

const FAILED = 'Failed to send message. Please try again or contact us directly.';

/**
 * The contact form, sent as JSON to /api/contact-email. Its values live in React state and are
 * checked by src/lib/contact-fields.ts, not a form library and a schema: /contact is on the
 * storefront's script budget (docs/decisions/0020-storefront-forms-without-form-libraries.md).
 */
export function ContactForm() {
  const id = useId();
  // Before hydration a click would submit the form natively, putting the message in the URL.
  const hydrated = useHydrated();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  // After the first attempt to send, each field is checked again as it changes.
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inputId = (name: keyof ContactValues) => `${id}-${name}`;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = contactFieldErrors(values);
    setErrors(found);
    setAttempted(true);
    // Focus goes to the first invalid field in page order.
    const first = FIELDS.find((field) => found[field]);
    if (first) return document.getElementById(inputId(first))?.focus();
    setSubmitting(true);
    const result = await sendMessage({
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim() || undefined,
      message: values.message.trim(),
    });
    setSubmitting(false);
    if (result.ok) {
      toast.success('Message Sent!', { description: "We'll get back to you as soon as possible." });
      setValues(EMPTY);
      setAttempted(false);
      return;
    }
    // The server's reason (a limit reached, a field refused) helps, when it is not the same sentence.
    const detail = result.message && result.message !== FAILED ? result.message : undefined;
    toast.error(FAILED, { description: detail });
  }

  const field = (name: keyof ContactValues) => ({
    id: inputId(name),
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (attempted) setErrors((current) => ({ ...current, [name]: contactFieldErrors(next)[name] }));
    },
    ...fieldAria(inputId(name), { error: errors[name] }),
  });
  const optional = <span className="ml-1.5 font-normal text-muted-foreground">(optional)</span>;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-busy={submitting}>
      <div className="grid gap-5 sm:grid-cols-2">
        <StoreField inputId={inputId('name')} label="Name" error={errors.name}>
          <StoreInput autoComplete="name" {...field('name')} />
        </StoreField>
        <StoreField inputId={inputId('email')} label="Email" error={errors.email}>
          <StoreInput type="email" autoComplete="email" inputMode="email" {...field('email')} />
        </StoreField>
      </div>
      <StoreField inputId={inputId('phone')} label={<>Phone{optional}</>} error={errors.phone}>
        <StoreInput type="tel" autoComplete="tel" placeholder="0803 123 4567" {...field('phone')} />
      </StoreField>
      <StoreField inputId={inputId('message')} label="Message" error={errors.message}>
        <textarea
          rows={6}
          data-slot="textarea"
          className={clsx(fieldBase, 'min-h-24 py-2.5')}
          placeholder="Tell us about your space, the pieces you love or the project you have in mind."
          {...field('message')}
        />
      </StoreField>
      <StoreButton type="submit" size="lg" disabled={!hydrated || submitting} className="w-full sm:w-fit">
        {submitting ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
        {submitting ? 'Sending…' : 'Send Message'}
      </StoreButton>
    </form>
  );
}
