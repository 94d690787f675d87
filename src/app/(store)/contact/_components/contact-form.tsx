'use client';
import { Send } from 'lucide-react';
import { StoreForm, StoreTextareaField, StoreTextField } from '@/components/store/form/store-form';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { toast } from '@/components/store/toast';
import { StoreButton } from '@/components/store/store-button';
import { Spinner } from '@/components/ui/spinner';
import { contactFieldErrors, type ContactValues } from '@/lib/contact-fields';

const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '' };

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

const FAILED = 'Failed to send message. Please try again or contact us directly.';

/**
 * The contact form, sent as JSON to /api/contact-email. Checked by src/lib/contact-fields.ts rather than
 * a schema library: /contact is on the storefront's script budget (docs/decisions/0079-one-way-to-write-a-form.md).
 */
export function ContactForm() {
  const form = useStoreForm(EMPTY, contactFieldErrors);

  async function onSubmit(values: ContactValues) {
    const result = await sendMessage({
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim() || undefined,
      message: values.message.trim(),
    });
    if (result.ok) {
      toast.success('Message Sent!', { description: "We'll get back to you as soon as possible." });
      form.reset();
      return;
    }
    // The server's reason (a limit reached, a field refused) helps, when it is not the same sentence.
    const detail = result.message && result.message !== FAILED ? result.message : undefined;
    toast.error(FAILED, { description: detail });
  }

  return (
    <StoreForm form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <StoreTextField form={form} name="name" label="Name" autoComplete="name" />
        <StoreTextField form={form} name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
      </div>
      <StoreTextField form={form} name="phone" label="Phone" optional type="tel" autoComplete="tel" placeholder="0803 123 4567" />
      <StoreTextareaField
        form={form}
        name="message"
        label="Message"
        rows={6}
        placeholder="Tell us about your space, the pieces you love or the project you have in mind."
      />
      <StoreButton type="submit" size="lg" disabled={!form.hydrated || form.submitting} className="w-full sm:w-fit">
        {form.submitting ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
        {form.submitting ? 'Sending…' : 'Send Message'}
      </StoreButton>
    </StoreForm>
  );
}
