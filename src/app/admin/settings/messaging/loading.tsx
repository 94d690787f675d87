import { AdminScreenLoading } from '@/components/admin/screen-loading';

export default function Loading() {
  return <AdminScreenLoading title="Messaging" label="Loading messaging settings…" rows={6} />;
}
