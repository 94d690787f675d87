import 'server-only';
import { desc } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { blogPosts } from '@/server/db/schema';
import type { BlogPostStatus } from '@/lib/schemas/blog-post';
import { editableBlogHtml } from './sanitize';
import { requirePermission } from '@/server/auth/permissions';

// The back office's read of blog_posts: every post, drafts too, newest first (docs/product.md section 7).

export type AdminBlogPost = {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  /** HTML for the editor: older plain-text posts arrive as paragraphs, their line breaks kept. */
  content: string;
  author: string;
  category: string;
  imageUrl: string | null;
  status: BlogPostStatus;
  featured: boolean;
  publishedAt: Date | null;
  createdAt: Date;
};

export async function listAdminBlogPosts(): Promise<AdminBlogPost[]> {
  await requirePermission('blog.manage');
  const rows = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      content: blogPosts.content,
      author: blogPosts.author,
      category: blogPosts.category,
      imageUrl: blogPosts.imageUrl,
      status: blogPosts.status,
      featured: blogPosts.featured,
      publishedAt: blogPosts.publishedAt,
      createdAt: blogPosts.createdAt,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  return rows.map((post) => ({ ...post, content: editableBlogHtml(post.content) }));
}
