import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';
import { listAdminBlogPosts } from '@/server/content/admin-blog';
import { logger } from '@/server/logger';
import { BlogPostsScreen } from '@/components/admin/blog-posts/blog-posts-screen';

export const metadata: Metadata = { title: 'Blog Posts' };

export default async function AdminBlogPostsPage() {
  const admin = await requireAdminPage();
  // A failed read is logged and the screen says so with an 'Error' toast (spec section 8).
  const posts = await listAdminBlogPosts().catch((error: unknown) => {
    logger.error({ err: error }, 'Failed to load blog posts');
    return null;
  });
  return <BlogPostsScreen posts={posts} defaultAuthor={admin.name} />;
}
