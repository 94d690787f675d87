'use client';
import { useRouter } from 'next/navigation';
import { CircleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { SaveBar } from '@/components/admin/form/save-bar';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useUnsavedChangesGuard } from '@/components/admin/use-unsaved-changes';
import { Badge } from '@/components/ui/badge';
import { messagingSettingsSchema, type MessagingSettingsInput } from '@/lib/schemas/messaging-settings';
import type { MonthCost } from '@/server/messaging/message-reads';
import type { TemplateView } from '@/server/messaging/template-sync';
import { saveMessagingSettingsAction } from '@/server/messaging/actions/save-messaging-settings';
import { CostCard } from './cost-card';
import type { MessagingScreenSettings } from '@/lib/schemas/messaging-settings';
import { SmsCard } from './sms-card';
import { TemplatesCard } from './templates-card';
import { TestMessageCard } from './test-message-card';
import { WhatsAppCard } from './whatsapp-card';

// Settings → Messaging (docs/decisions/0080-whatsapp-and-sms-order-updates.md, "Settings or environment"):
// WhatsApp and Termii's values, a test message, the templates' states and what messaging cost. While the
// WHATSAPP_* or TERMII_* variables are set a channel is theirs, shown read-only. Secrets are write-only:
// the form starts with them empty and sends one only when typed.

const toFormValues = ({ whatsapp, sms }: MessagingScreenSettings): MessagingSettingsInput => ({
  // What the environment sets is not the form's: the server ignores what it sends for that channel.
  whatsappEnabled: !whatsapp.fromEnv && whatsapp.enabled,
  whatsappApiUrl: whatsapp.fromEnv ? '' : whatsapp.apiUrl,
  whatsappApiVersion: whatsapp.fromEnv ? '' : whatsapp.apiVersion,
  whatsappPhoneNumberId: whatsapp.fromEnv ? '' : whatsapp.phoneNumberId,
  whatsappBusinessAccountId: whatsapp.fromEnv ? '' : whatsapp.businessAccountId,
  whatsappAccessToken: '',
  whatsappAppSecret: '',
  whatsappVerifyToken: '',
  smsEnabled: !sms.fromEnv && sms.enabled,
  termiiApiUrl: sms.fromEnv ? '' : sms.apiUrl,
  termiiSenderId: sms.fromEnv ? '' : sms.senderId,
  termiiApiKey: '',
  termiiSecret: '',
});

const onWords = ({ whatsapp, sms }: MessagingScreenSettings) =>
  whatsapp.on && sms.on ? 'WhatsApp and SMS on' : whatsapp.on ? 'WhatsApp on' : sms.on ? 'SMS on' : 'Off: email only';

export function MessagingScreen({ settings, templates, cost }: { settings: MessagingScreenSettings; templates: TemplateView[]; cost: { thisMonth: MonthCost; lastMonth: MonthCost } }) {
  const router = useRouter();
  const form = useAdminForm(messagingSettingsSchema, toFormValues(settings));
  useUnsavedChangesGuard(form.formState.isDirty);

  const onSubmit = () =>
    form.send(saveMessagingSettingsAction, {
      onSaved: (saved) => {
        toast.success('Messaging settings saved', { description: `${onWords(saved)}.` });
        form.reset(toFormValues(saved));
        router.refresh();
      },
      title: 'The messaging settings were not saved',
      failed: 'Failed to save the messaging settings.',
      alwaysToast: true,
    });

  const bothFromEnv = settings.whatsapp.fromEnv && settings.sms.fromEnv;
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Messaging"
        description="Order updates on WhatsApp, and by SMS where WhatsApp cannot reach, to customers who agreed. Email goes on as before."
        actions={<Badge variant={settings.whatsapp.on || settings.sms.on ? 'default' : 'secondary'}>{onWords(settings)}</Badge>}
      />
      {settings.alert ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {settings.alert}
        </p>
      ) : null}
      <AdminForm form={form} onSubmit={onSubmit} className="flex flex-col gap-6">
        <div className="flex flex-col gap-6 xl:grid xl:grid-cols-2 xl:items-start">
          <WhatsAppCard whatsapp={settings.whatsapp} webhookUrl={settings.webhooks.whatsapp} />
          <SmsCard sms={settings.sms} webhookUrl={settings.webhooks.termii} />
        </div>
        {bothFromEnv ? null : <SaveBar label="Save Changes" className="sticky bottom-3 z-10 rounded-lg border border-border bg-card/95 px-4 py-3 shadow-soft backdrop-blur" />}
      </AdminForm>
      <div className="flex flex-col gap-6 xl:grid xl:grid-cols-2 xl:items-start">
        <TestMessageCard canSend={settings.whatsapp.on || settings.sms.on} />
        <TemplatesCard templates={templates} canAsk={settings.whatsapp.on} />
      </div>
      <CostCard thisMonth={cost.thisMonth} lastMonth={cost.lastMonth} />
    </div>
  );
}
