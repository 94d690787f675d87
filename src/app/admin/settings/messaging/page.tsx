import type { Metadata } from 'next';
import { requirePermissionPage } from '@/server/auth/permissions';
import { readMessagingSettingsScreen } from '@/server/messaging/message-reads';
import { MessagingScreen } from './_components/messaging-screen';

export const metadata: Metadata = { title: 'Messaging' };

// Settings → Messaging (docs/decisions/0080-whatsapp-and-sms-order-updates.md), for the owners: WhatsApp's
// and Termii's values, a test message, the templates' states and the month's cost. A failed read shows
// this segment's error.tsx.
export default async function MessagingSettingsPage() {
  await requirePermissionPage('settings.messaging');
  const { settings, templates, cost } = await readMessagingSettingsScreen();
  return <MessagingScreen settings={settings} templates={templates} cost={cost} />;
}
