import { AdminScreenLoading } from '@/components/admin/screen-loading';

export default function Loading() {
  return <AdminScreenLoading title="E-invoicing" label="Loading e-invoicing settings…" rows={6} />;
}
