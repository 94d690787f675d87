import { AdminScreenLoading } from '@/components/admin/screen-loading';

export default function Loading() {
  return <AdminScreenLoading title="Hero Media" label="Loading hero media…" rows={2} />;
}
