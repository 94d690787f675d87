import { AdminScreenLoading } from '@/components/admin/screen-loading';

export default function Loading() {
  return <AdminScreenLoading title="Orders Management" label="Loading orders…" rows={8} />;
}
