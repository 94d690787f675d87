import { AdminScreenLoading } from '@/components/admin/screen-loading';

export default function Loading() {
  return <AdminScreenLoading title="Made to order" label="Loading the made-to-order report…" />;
}
