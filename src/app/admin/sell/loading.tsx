import { AdminScreenLoading } from '@/components/admin/screen-loading';

export default function Loading() {
  return <AdminScreenLoading title="Sell" label="Loading the Sell screen…" rows={3} />;
}
