import type { Metadata } from 'next';
import { listAdminBlogPosts } from '@/server/content/admin-blog-reads';
import { BlogPostsScreen } from '@/app/admin/blog-posts/_components/blog-posts-screen';
import { requirePermissionPage } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Blog Posts' };

// A failed read shows this segment's error.tsx.
export default async function AdminBlogPostsPage() {
  const admin = await requirePermissionPage('blog.manage');
  return <BlogPostsScreen posts={await listAdminBlogPosts()} defaultAuthor={admin.name} />;
}
