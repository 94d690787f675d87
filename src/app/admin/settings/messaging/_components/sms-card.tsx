'use client';
import { adminFields } from '@/components/admin/form/fields';
import { SettingsCard } from '@/components/admin/settings/settings-card';
import { MESSAGING_LIMITS, type MessagingSettingsInput } from '@/lib/schemas/messaging-settings';
import { EnvironmentFacts } from './environment-facts';
import type { SmsScreen } from '@/lib/schemas/messaging-settings';
import { SecretField } from './secret-field';

const Field = adminFields<MessagingSettingsInput>();

const ENV_NAMES = 'TERMII_API_KEY, TERMII_SENDER_ID, TERMII_API_URL and TERMII_SECRET';
const DEFAULT_API_URL = 'https://v3.api.termii.com';

/** SMS through Termii, for numbers WhatsApp cannot reach; order updates go on the DND route. */
export function SmsCard({ sms, webhookUrl }: { sms: SmsScreen; webhookUrl: string }) {
  const title = 'SMS (Termii)';
  const description = 'Order updates by SMS where WhatsApp cannot reach the customer, on Termii’s DND route (ask Termii to open it).';
  if (sms.fromEnv) {
    return (
      <SettingsCard title={title} description={description} lockedNote={`Set by the server's environment: the ${ENV_NAMES} variables. They win over this screen; change them on the server.`}>
        <EnvironmentFacts
          rows={[
            ['Termii address', sms.apiUrl],
            ['Sender ID', sms.senderId],
            ['API key', true],
            ['Secret', sms.secretSet ? true : 'Not set: delivery reports are refused'],
            ['Delivery reports address', webhookUrl],
          ]}
        />
      </SettingsCard>
    );
  }
  return (
    <SettingsCard title={title} description={description}>
      <Field.Switch name="smsEnabled" label="Send by SMS when WhatsApp cannot" hint="On: an update WhatsApp cannot deliver goes by SMS; off, by email. It needs the API key and sender ID." />
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
        <SecretField name="termiiApiKey" label="API key" saved={sms.apiKeySet} />
        <Field.Text name="termiiSenderId" label="Sender ID" spellCheck={false} maxLength={11} placeholder="AdireLiving" hint="3 to 11 letters and digits, as Termii registered it." />
      </div>
      <SecretField name="termiiSecret" label="Secret" saved={sms.secretSet} hint="Termii's secret key: it signs the delivery reports." />
      <Field.Text name="termiiApiUrl" label="Termii address" type="url" inputMode="url" spellCheck={false} optional maxLength={MESSAGING_LIMITS.url} placeholder={DEFAULT_API_URL} hint={`Your account's base URL. Left empty: ${DEFAULT_API_URL}.`} />
      <p className="text-sm text-muted-foreground">
        Delivery reports address for Termii: <span className="font-mono break-all text-foreground">{webhookUrl}</span>
      </p>
    </SettingsCard>
  );
}
