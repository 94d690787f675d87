import { AdminScreenLoading } from '@/components/admin/screen-loading';

export default function Loading() {
  return <AdminScreenLoading title="Draft Orders" label="Loading the draft orders…" rows={4} />;
}
