import { AdminScreenLoading } from '@/components/admin/categories/screen-loading';

export default function Loading() {
  return <AdminScreenLoading title="Refunds Management" label="Loading refunds…" />;
}
