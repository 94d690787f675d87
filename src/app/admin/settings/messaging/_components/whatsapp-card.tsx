'use client';
import { adminFields } from '@/components/admin/form/fields';
import { SettingsCard } from '@/components/admin/settings/settings-card';
import { MESSAGING_LIMITS, type MessagingSettingsInput } from '@/lib/schemas/messaging-settings';
import { EnvironmentFacts } from './environment-facts';
import type { WhatsAppScreen } from '@/lib/schemas/messaging-settings';
import { SecretField } from './secret-field';

const Field = adminFields<MessagingSettingsInput>();

const ENV_NAMES = 'WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_BUSINESS_ACCOUNT_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN, WHATSAPP_API_URL and WHATSAPP_API_VERSION';
const DEFAULT_API_URL = 'https://graph.facebook.com';
const DEFAULT_API_VERSION = 'v24.0';

/**
 * WhatsApp Business on Meta's Cloud API, as WhatsApp Manager and the Meta app give its values. While the
 * WHATSAPP_* variables are set they win: the card shows them read-only, and no secret.
 */
export function WhatsAppCard({ whatsapp, webhookUrl }: { whatsapp: WhatsAppScreen; webhookUrl: string }) {
  const title = 'WhatsApp';
  const description = 'Order updates on WhatsApp Business (Meta’s Cloud API), from a number of the shop’s own.';
  if (whatsapp.fromEnv) {
    return (
      <SettingsCard title={title} description={description} lockedNote={`Set by the server's environment: the ${ENV_NAMES} variables. They win over this screen; change them on the server.`}>
        <EnvironmentFacts
          rows={[
            ['Graph API address', whatsapp.apiUrl],
            ['API version', whatsapp.apiVersion],
            ['Phone number ID', whatsapp.phoneNumberId],
            ['Business account ID', whatsapp.businessAccountId],
            ['Access token', true],
            ['App secret', true],
            ['Verify token', true],
            ['Webhook address', webhookUrl],
          ]}
        />
      </SettingsCard>
    );
  }
  return (
    <SettingsCard title={title} description={description}>
      <Field.Switch
        name="whatsappEnabled"
        label="Send order updates on WhatsApp"
        hint="On: each update a customer agreed to goes on WhatsApp, by SMS or email when WhatsApp cannot reach them. It needs every value below."
      />
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
        <Field.Text name="whatsappPhoneNumberId" label="Phone number ID" inputMode="numeric" spellCheck={false} maxLength={MESSAGING_LIMITS.id} hint="WhatsApp Manager → Phone numbers: the number's ID, not the number." />
        <Field.Text name="whatsappBusinessAccountId" label="Business account ID" inputMode="numeric" spellCheck={false} maxLength={MESSAGING_LIMITS.id} hint="The WhatsApp Business account's ID: templates are submitted to it." />
      </div>
      <SecretField name="whatsappAccessToken" label="Access token" saved={whatsapp.accessTokenSet} hint="A system user's permanent token with whatsapp_business_messaging and whatsapp_business_management." />
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
        <SecretField name="whatsappAppSecret" label="App secret" saved={whatsapp.appSecretSet} hint="The Meta app's secret: it signs the webhooks." />
        <SecretField name="whatsappVerifyToken" label="Verify token" saved={whatsapp.verifyTokenSet} hint="Words of your choosing, typed in the app's webhook setup too." />
      </div>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <Field.Text name="whatsappApiUrl" label="Graph API address" type="url" inputMode="url" spellCheck={false} optional maxLength={MESSAGING_LIMITS.url} placeholder={DEFAULT_API_URL} hint={`Left empty: ${DEFAULT_API_URL}.`} />
        <Field.Text name="whatsappApiVersion" label="API version" spellCheck={false} optional maxLength={MESSAGING_LIMITS.version} placeholder={DEFAULT_API_VERSION} hint={`Left empty: ${DEFAULT_API_VERSION}.`} />
      </div>
      <p className="text-sm text-muted-foreground">
        Webhook address for the Meta app (messages and message_template_status_update): <span className="font-mono break-all text-foreground">{webhookUrl}</span>
      </p>
    </SettingsCard>
  );
}
