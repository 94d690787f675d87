import { ScreenPlaceholder } from '@/components/admin/shell/screen-placeholder';

export const metadata = { title: 'Messages' };

export default function MessagesPage() {
  return <ScreenPlaceholder title="Messages" description="What customers wrote through the contact form." />;
}
