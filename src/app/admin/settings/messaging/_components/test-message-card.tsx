'use client';
import { useState } from 'react';
import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { SettingsCard } from '@/components/admin/settings/settings-card';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { displayPhone } from '@/lib/nigeria';
import { TEST_MESSAGE_KINDS, testMessageSchema } from '@/lib/schemas/messaging-admin';
import { sendTestMessageAction } from '@/server/messaging/actions/send-test-message';

type Outcome = { ok: true; text: string; id: string } | { ok: false; text: string };

/**
 * "Send a test message": one message now to the number typed, and what WhatsApp or Termii answered
 * kept on the card (the message id, or the refusal with its code), not only in a toast that goes.
 */
export function TestMessageCard({ canSend }: { canSend: boolean }) {
  const form = useAdminForm(testMessageSchema, { phone: '', kind: 'whatsapp_template' });
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onSubmit = () =>
    form.send(sendTestMessageAction, {
      onSaved: (sent) => setOutcome({ ok: true, text: `${sent.what} was accepted for ${displayPhone(sent.to)}.`, id: sent.id }),
      onRefused: (refusal) => setOutcome({ ok: false, text: refusal.error }),
      title: 'The test message was not sent',
      failed: 'The test message could not be sent. Check your connection and try again.',
    });

  return (
    <SettingsCard title="Send a test message" description="One message now, through the saved settings, to see that they work. Accepted means the provider took it; its delivery shows on the phone.">
      <AdminForm form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
          <form.Field.Text name="phone" label="Phone number" type="tel" inputMode="tel" autoComplete="tel" placeholder="0803 123 4567" hint="A Nigerian mobile number." />
          <form.Field.Select name="kind" label="What to send" options={TEST_MESSAGE_KINDS} />
        </div>
        <Button type="submit" variant="subtle" className="w-fit" disabled={!canSend || form.sending}>
          {form.sending ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
          Send test message
        </Button>
        {canSend ? null : <p className="text-xs text-muted-foreground">Save WhatsApp or SMS switched on first.</p>}
      </AdminForm>
      {outcome ? (
        <div
          role={outcome.ok ? 'status' : 'alert'}
          data-testid="test-message-outcome"
          className={
            outcome.ok
              ? 'flex items-start gap-2 rounded-lg border border-success/40 bg-success/5 px-4 py-3 text-sm'
              : 'flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive'
          }
        >
          {outcome.ok ? <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" /> : <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
          <p className="min-w-0 break-words">
            {outcome.text}
            {outcome.ok ? <span className="block font-mono text-xs break-all text-muted-foreground">{outcome.id}</span> : null}
          </p>
        </div>
      ) : null}
    </SettingsCard>
  );
}
