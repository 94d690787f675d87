'use client';
import { useRouter } from 'next/navigation';
import { CircleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { adminFields } from '@/components/admin/form/fields';
import { SaveBar } from '@/components/admin/form/save-bar';
import { AdminPageHeader } from '@/components/admin/page-header';
import { SettingsCard } from '@/components/admin/settings/settings-card';
import { useUnsavedChangesGuard } from '@/components/admin/use-unsaved-changes';
import { Badge } from '@/components/ui/badge';
import { einvoicingSettingsSchema, type EinvoicingSettingsInput } from '@/lib/schemas/einvoicing-settings';
import type { EinvoicingSettingsView } from '@/server/einvoicing/einvoicing-settings-view';
import { saveEinvoicingSettingsAction } from '@/server/einvoicing/actions/save-einvoicing-settings';
import { EnvironmentCard } from './environment-card';
import { LineDefaultsCard } from './line-defaults-card';
import { MbsAccessCard } from './mbs-access-card';
import { MbsListsCard } from './mbs-lists-card';

const Field = adminFields<EinvoicingSettingsInput>();

// Settings → E-invoicing (docs/decisions/0070-e-invoicing.md, "Settings or environment"): whether sales are
// reported to the NRS's MBS, the MBS account's details, what invoice lines report, and MBS's lists. While
// the NRS_* variables are set the account's details are theirs, shown read-only; the line defaults stay
// the screen's. Secrets are write-only: the form starts with them empty and sends one only when typed.

const toFormValues = (settings: EinvoicingSettingsView): EinvoicingSettingsInput => ({
  // What the environment sets is not the form's: it sends the switch off and the details empty, which the server ignores.
  enabled: settings.source === 'settings' && settings.enabled,
  apiUrl: settings.source === 'settings' ? settings.apiUrl : '',
  tin: settings.source === 'settings' ? settings.tin : '',
  businessId: settings.source === 'settings' ? settings.businessId : '',
  serviceId: settings.source === 'settings' ? settings.serviceId : '',
  apiKey: '',
  apiSecret: '',
  cryptoKeys: '',
  defaultHsCode: settings.defaultHsCode,
  defaultProductCategory: settings.defaultProductCategory,
  password: '',
});

export function EinvoicingScreen({ settings, productionBaseUrl }: { settings: EinvoicingSettingsView; productionBaseUrl: string }) {
  const router = useRouter();
  const form = useAdminForm(einvoicingSettingsSchema, toFormValues(settings));
  useUnsavedChangesGuard(form.formState.isDirty);
  const fromEnv = settings.source === 'env';

  const onSubmit = () =>
    form.send(saveEinvoicingSettingsAction, {
      onSaved: (saved) => {
        toast.success('E-invoicing settings saved', { description: saved.on ? 'Sales are reported to MBS.' : 'Sales are not reported to MBS.' });
        form.reset(toFormValues(saved));
        router.refresh();
      },
      title: 'The e-invoicing settings were not saved',
      failed: 'Failed to save the e-invoicing settings.',
      alwaysToast: true,
    });

  const canAskMbs = fromEnv || (Boolean(settings.apiUrl && settings.businessId) && settings.apiKeySet && settings.apiSecretSet);

  return (
    <AdminForm form={form} onSubmit={onSubmit} className="flex flex-col gap-6">
      <AdminPageHeader
        title="E-invoicing"
        description="Every sale reported to the Nigeria Revenue Service's Merchant-Buyer Solution (MBS), with its IRN and QR code on the receipt."
        actions={<Badge variant={settings.on ? 'default' : 'secondary'}>{settings.on ? 'Reporting to MBS' : 'Off'}</Badge>}
      />
      {settings.problem ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {settings.problem}
        </p>
      ) : null}
      <div className="flex flex-col gap-6 xl:-mb-6 xl:block xl:columns-2 xl:gap-6 xl:*:mb-6 xl:*:break-inside-avoid">
        {fromEnv ? (
          <EnvironmentCard settings={settings} />
        ) : (
          <>
            <SettingsCard title="Reporting" description="Whether each sale's money is reported to MBS as an invoice.">
              <Field.Switch
                name="enabled"
                label="Report sales to MBS"
                hint="On: every order that receives money from now on is reported, from any channel. It needs every detail of MBS access."
              />
            </SettingsCard>
            <MbsAccessCard settings={settings} productionBaseUrl={productionBaseUrl} />
          </>
        )}
        <LineDefaultsCard hsCodes={settings.hsCodes} />
        <MbsListsCard lists={settings.lists} canAsk={canAskMbs} />
      </div>
      <SaveBar label="Save Changes" className="sticky bottom-3 z-10 rounded-lg border border-border bg-card/95 px-4 py-3 shadow-soft backdrop-blur" />
    </AdminForm>
  );
}
