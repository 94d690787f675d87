import { AdminScreenLoading } from '@/components/admin/screen-loading';

export default function Loading() {
  return <AdminScreenLoading title="Manage FAQs" label="Loading FAQs…" />;
}
