'use client';
import { useId, useSyncExternalStore } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/components/store/toast';
import { Send } from 'lucide-react';
import { contactMessageSchema } from '@/lib/schemas/contact';
import { StoreButton } from '@/components/store/store-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

const EMPTY = { name: '', email: '', phone: '', message: '' };

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

/** The contact form: validated with the endpoint's own schema, sent as JSON to /api/contact-email. */
export function ContactForm() {
  const id = useId();
  // Before hydration a click would submit the form natively, putting the message in the URL.
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(contactMessageSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ phone, ...values }) => {
    const result = await sendMessage({ ...values, phone: phone ?? undefined });
    if (result.ok) {
      toast.success('Message Sent!', { description: "We'll get back to you as soon as possible." });
      reset(EMPTY);
      return;
    }
    // The server's reason (a limit reached, a field refused) helps, when it is not the same sentence.
    const detail = result.message && result.message !== FAILED ? result.message : undefined;
    toast.error(FAILED, { description: detail });
  });

  const field = (name: keyof typeof EMPTY) => {
    const error: FieldError | undefined = errors[name];
    const errorId = `${id}-${name}-error`;
    return {
      inputId: `${id}-${name}`,
      errorId,
      error: error?.message,
      aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } as const,
    };
  };
  const name = field('name');
  const email = field('email');
  const phone = field('phone');
  const message = field('message');

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" {...name}>
          <Input id={name.inputId} autoComplete="name" {...name.aria} {...register('name')} />
        </Field>
        <Field label="Email" {...email}>
          <Input id={email.inputId} type="email" autoComplete="email" inputMode="email" {...email.aria} {...register('email')} />
        </Field>
      </div>
      <Field label="Phone" optional {...phone}>
        <Input id={phone.inputId} type="tel" autoComplete="tel" placeholder="0803 123 4567" {...phone.aria} {...register('phone')} />
      </Field>
      <Field label="Message" {...message}>
        <Textarea
          id={message.inputId}
          rows={6}
          placeholder="Tell us about your space, the pieces you love or the project you have in mind."
          {...message.aria}
          {...register('message')}
        />
      </Field>
      <StoreButton type="submit" size="lg" disabled={!hydrated || isSubmitting} className="w-full sm:w-fit">
        {isSubmitting ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
        {isSubmitting ? 'Sending…' : 'Send Message'}
      </StoreButton>
    </form>
  );
}

function Field({
  label,
  optional = false,
  inputId,
  errorId,
  error,
  children,
}: {
  label: string;
  optional?: boolean;
  inputId: string;
  errorId: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={inputId}>
        {label}
        {optional ? <span className="ml-1.5 font-normal text-muted-foreground">(optional)</span> : null}
      </Label>
      {children}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
