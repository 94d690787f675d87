'use client';
import { useState } from 'react';
import { StoreForm, StoreTextareaField, StoreTextField } from '@/components/store/form/store-form';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { StoreButton } from '@/components/store/store-button';
import { toast } from '@/components/store/toast';
import { Spinner } from '@/components/ui/spinner';
import { questionFieldErrors, type QuestionValues } from '@/lib/product-question-fields';

// The question form of "Ask about this piece" (../ask/page.tsx), sent as JSON to
// /api/product-question; checked by src/lib/product-question-fields.ts, the server's words without its schema library.

const EMPTY: QuestionValues = { name: '', email: '', phone: '', question: '' };
const FAILED = 'Your question was not sent. Please try again or contact us directly.';

type Answer = { error: { message: string } | null };

async function send(body: unknown): Promise<string | null> {
  try {
    const response = await fetch('/api/product-question', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = (await response.json().catch(() => null)) as Answer | null;
    if (response.ok && answer && !answer.error) return null;
    return answer?.error?.message ?? FAILED;
  } catch {
    return FAILED;
  }
}

export default function AskAboutPieceForm({ productId, name }: { productId: string; name: string }) {
  const form = useStoreForm(EMPTY, questionFieldErrors);
  const [sentBy, setSentBy] = useState<string | null>(null);

  async function onSubmit(values: QuestionValues) {
    const problem = await send({ productId, name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() || undefined, question: values.question.trim() });
    if (problem) {
      toast.error(problem === FAILED ? FAILED : 'Your question was not sent.', { description: problem === FAILED ? undefined : problem });
      return;
    }
    setSentBy(values.email.trim());
  }

  if (sentBy) {
    return (
      <p role="status" className="rounded-md border border-border p-4 text-sm">
        Thank you! We have your question about the {name} and will answer at {sentBy} (or on WhatsApp, if you gave your number and wrote to us there) as soon as we can.
      </p>
    );
  }

  return (
    <StoreForm form={form} onSubmit={onSubmit} aria-label={`Ask about the ${name}`} className="flex flex-col gap-4 rounded-md border border-border p-4">
      <p className="text-sm text-muted-foreground">About the {name}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <StoreTextField form={form} name="name" label="Name" autoComplete="name" />
        <StoreTextField form={form} name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
      </div>
      <StoreTextField form={form} name="phone" label="Phone" optional type="tel" autoComplete="tel" placeholder="0803 123 4567" />
      <StoreTextareaField form={form} name="question" label="Your question" rows={4} placeholder="Colours, sizes, delivery to your city…" />
      <StoreButton type="submit" disabled={!form.hydrated || form.submitting} className="w-full sm:w-fit">
        {form.submitting ? <Spinner /> : null}
        {form.submitting ? 'Sending…' : 'Send question'}
      </StoreButton>
    </StoreForm>
  );
}
