import { ScreenPlaceholder } from '@/components/admin/shell/screen-placeholder';

export const metadata = { title: 'Website Settings' };

export default function SettingsPage() {
  return <ScreenPlaceholder title="Website Settings" description="The shop's name, contact details, social links and footer." />;
}
