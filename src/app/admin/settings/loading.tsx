import { AdminScreenLoading } from '@/components/admin/screen-loading';

export default function Loading() {
  return <AdminScreenLoading title="Website Settings" label="Loading settings…" rows={6} />;
}
