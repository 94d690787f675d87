import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';
import { listAdminBlogPosts } from '@/server/content/admin-blog';
import { BlogPostsScreen } from '@/components/admin/blog-posts/blog-posts-screen';

export const metadata: Metadata = { title: 'Blog Posts' };

// A failed read shows this segment's error.tsx.
export default async function AdminBlogPostsPage() {
  const admin = await requireAdminPage();
  return <BlogPostsScreen posts={await listAdminBlogPosts()} defaultAuthor={admin.name} />;
}
