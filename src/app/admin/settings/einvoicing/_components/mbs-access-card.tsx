'use client';
import { useFormContext } from 'react-hook-form';
import { adminFields } from '@/components/admin/form/fields';
import { SettingsCard } from '@/components/admin/settings/settings-card';
import { Button } from '@/components/ui/button';
import { EINVOICING_LIMITS, type EinvoicingSettingsInput } from '@/lib/schemas/einvoicing-settings';
import type { EinvoicingSettingsView } from '@/server/einvoicing/einvoicing-settings-view';
import { CryptoKeysField } from './crypto-keys-field';
import { SecretState } from './secret-state';

const Field = adminFields<EinvoicingSettingsInput>();

/**
 * The MBS account's details as the portal gives them. The API key and secret are write-only: the card
 * says whether each is saved, and a value typed here replaces it (sealed on the server, never shown again).
 * Changing anything here needs the owner's password (src/server/einvoicing/mbs-access-guard.ts).
 */
export function MbsAccessCard({ settings, productionBaseUrl }: { settings: EinvoicingSettingsView; productionBaseUrl: string }) {
  const { setValue } = useFormContext<EinvoicingSettingsInput>();
  return (
    <SettingsCard title="MBS access" description="Your MBS account's details, from the MBS portal or your access point.">
      <div className="flex flex-col gap-2">
        <Field.Text
          name="apiUrl"
          label="MBS address"
          type="url"
          inputMode="url"
          spellCheck={false}
          maxLength={EINVOICING_LIMITS.url}
          placeholder={productionBaseUrl}
          suggestions={[{ value: productionBaseUrl, label: 'Production' }]}
          hint={`Production is ${productionBaseUrl}. For the sandbox, the address your access point gave you. https:// in production.`}
        />
        <Button type="button" variant="subtle" size="sm" className="w-fit" onClick={() => setValue('apiUrl', productionBaseUrl, { shouldDirty: true, shouldValidate: true })}>
          Use the production address
        </Button>
      </div>
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
        <Field.Text name="businessId" label="Business id" spellCheck={false} maxLength={EINVOICING_LIMITS.businessId} />
        <Field.Text
          name="serviceId"
          label="Service ID"
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={8}
          placeholder="59854B81"
          hint="8 letters and digits: the middle of every IRN."
        />
      </div>
      <Field.Text name="tin" label="The shop's TIN" spellCheck={false} maxLength={EINVOICING_LIMITS.tin} placeholder="12345678-0001" hint="Printed on every invoice as the supplier's." />
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
        <SecretField name="apiKey" label="API key" saved={settings.apiKeySet} />
        <SecretField name="apiSecret" label="API secret" saved={settings.apiSecretSet} />
      </div>
      <CryptoKeysField saved={settings.cryptoKeysSet} />
      <Field.Text
        name="password"
        label="Your password"
        type="password"
        maxLength={128}
        hint="Needed to change anything on this card: the key and secret go wherever the address points. A new address also needs the API key and secret typed again."
      />
    </SettingsCard>
  );
}

/** A write-only value: whether one is saved, and a box to type a new one in. */
function SecretField({ name, label, saved }: { name: 'apiKey' | 'apiSecret'; label: string; saved: boolean }) {
  return (
    <Field.Text
      name={name}
      label={label}
      type="password"
      spellCheck={false}
      maxLength={EINVOICING_LIMITS.credential}
      placeholder={saved ? 'Type a new one to replace it' : `Paste the ${label}`}
      hint={
        <>
          <SecretState set={saved} />. {saved ? 'Left empty, the saved one stays; it is never shown again.' : 'Stored sealed; never shown again.'}
        </>
      }
    />
  );
}
