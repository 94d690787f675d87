import { AdminScreenLoading } from '@/components/admin/screen-loading';

export default function Loading() {
  return <AdminScreenLoading title="E-invoices" label="Loading e-invoices…" />;
}
