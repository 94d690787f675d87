import { AdminScreenLoading } from '@/components/admin/screen-loading';

export default function Loading() {
  return <AdminScreenLoading title="For the accountant" label="Loading the accountant’s report…" />;
}
