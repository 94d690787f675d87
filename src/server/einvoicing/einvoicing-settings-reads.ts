import 'server-only';
import { requirePermission } from '@/server/auth/permissions';
import { einvoicingSettingsView, type EinvoicingSettingsView } from './einvoicing-settings-view';

// Settings → E-invoicing's read, for the owners (settings.tax): never a secret, only whether each is set.

export async function getEinvoicingSettings(): Promise<EinvoicingSettingsView> {
  await requirePermission('settings.tax');
  return einvoicingSettingsView();
}
