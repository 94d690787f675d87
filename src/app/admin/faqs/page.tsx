import { ScreenPlaceholder } from '@/components/admin/shell/screen-placeholder';

export const metadata = { title: 'Manage FAQs' };

export default function FaqsPage() {
  return <ScreenPlaceholder title="Manage FAQs" description="The questions customers ask most, in the order they appear." />;
}
