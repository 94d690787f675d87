import { AdminScreenLoading } from '@/components/admin/screen-loading';

export default function Loading() {
  return <AdminScreenLoading title="Abandoned Checkouts" label="Loading abandoned checkouts…" />;
}
