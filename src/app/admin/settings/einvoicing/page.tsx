import type { Metadata } from 'next';
import { requirePermissionPage } from '@/server/auth/permissions';
import { getEinvoicingSettings } from '@/server/einvoicing/einvoicing-settings-reads';
import { SUGGESTED_MBS_PRODUCTION_BASE_URL } from '@/server/einvoicing/mbs-client';
import { EinvoicingScreen } from './_components/einvoicing-screen';

export const metadata: Metadata = { title: 'E-invoicing' };

// Settings → E-invoicing (docs/decisions/0070-e-invoicing.md, "Settings or environment"), for the owners:
// the MBS access, the line defaults and MBS's lists. A failed read shows this segment's error.tsx.
export default async function EinvoicingSettingsPage() {
  await requirePermissionPage('settings.tax');
  return <EinvoicingScreen settings={await getEinvoicingSettings()} productionBaseUrl={SUGGESTED_MBS_PRODUCTION_BASE_URL} />;
}
