import { ScreenPlaceholder } from '@/components/admin/shell/screen-placeholder';

export const metadata = { title: 'Customers Management' };

export default function CustomersPage() {
  return <ScreenPlaceholder title="Customers Management" description="The people who buy from the shop, with their orders and spend." />;
}
