import { SettingsCard } from '@/components/admin/settings/settings-card';
import type { EinvoicingSettingsView } from '@/server/einvoicing/einvoicing-settings-view';
import { SecretState } from './secret-state';

const ENV_NAMES = 'NRS_API_URL, NRS_API_KEY, NRS_API_SECRET, NRS_BUSINESS_ID, NRS_SERVICE_ID, NRS_TIN and NRS_CRYPTO_KEYS';

/** The MBS access the NRS_* variables set: they win over the screen, so it shows them read-only and no secret. */
export function EnvironmentCard({ settings }: { settings: EinvoicingSettingsView }) {
  const rows: [string, React.ReactNode][] = [
    ['MBS address', settings.apiUrl],
    ['Business id', settings.businessId],
    ['Service ID', settings.serviceId],
    ["The shop's TIN", settings.tin],
    ['API key', <SecretState key="key" set />],
    ['API secret', <SecretState key="secret" set />],
    ['crypto_keys.txt', 'The file NRS_CRYPTO_KEYS names'],
  ];
  return (
    <SettingsCard
      title="MBS access"
      description="Sales are reported with these details."
      lockedNote={`Set by the server's environment: the ${ENV_NAMES} variables. They win over this screen; change them on the server.`}
    >
      <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className="min-w-0 break-words text-muted-foreground max-sm:-mt-2">{value}</dd>
          </div>
        ))}
      </dl>
    </SettingsCard>
  );
}
