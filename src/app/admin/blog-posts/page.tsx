import { ScreenPlaceholder } from '@/components/admin/shell/screen-placeholder';

export const metadata = { title: 'Blog Posts' };

export default function BlogPostsPage() {
  return <ScreenPlaceholder title="Blog Posts" description="Stories and guides for the journal." />;
}
