import { ScreenPlaceholder } from '@/components/admin/shell/screen-placeholder';

export const metadata = { title: 'Refunds Management' };

export default function RefundsPage() {
  return <ScreenPlaceholder title="Refunds Management" description="Money returned to customers, and why." />;
}
