import { ScreenPlaceholder } from '@/components/admin/shell/screen-placeholder';

export const metadata = { title: 'Orders Management' };

export default function OrdersPage() {
  return <ScreenPlaceholder title="Orders Management" description="Follow every order from pending to delivered." />;
}
