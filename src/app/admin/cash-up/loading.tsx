import { AdminScreenLoading } from '@/components/admin/screen-loading';

export default function Loading() {
  return <AdminScreenLoading title="Cash-up" label="Loading the day’s takings…" rows={4} />;
}
