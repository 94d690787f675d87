'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { blogPosts } from '@/server/db/schema';
import { resolveSlug, retryOnSlugClash } from '@/server/db/unique-slug';
import { blogPostSchema, type BlogPostRefusal } from '@/lib/schemas/blog-post';
import { blogPostColumns, blogPostSlugs } from './blog-post-rules';
import { recordAudit } from '@/server/audit/record-audit';
import { blogPostAuditColumns, blogPostLabel, withTextSummary } from '../content-audit';

export type SavedBlogPost = { id: string; slug: string; title: string };

/** Adds a post (a draft unless published); /blog shows it at once when it is published. */
export const createBlogPostAction = defineAction<typeof blogPostSchema, SessionUser, SavedBlogPost, BlogPostRefusal>(
  { name: 'createBlogPost', schema: blogPostSchema, authorize: permitted('blog.manage'), fallbackError: 'Failed to create blog post.', refreshes: 'storefront' },
  async ({ slug: typed, ...input }) => {
    const saved = await retryOnSlugClash(blogPostSlugs, typed, () =>
      db.transaction(async (tx) => {
        const slug = await resolveSlug(tx, blogPostSlugs, { typed, from: input.title });
        const [row] = await tx
          .insert(blogPosts)
          .values({ ...blogPostColumns(input, new Date()), slug })
          .returning({ id: blogPosts.id, ...blogPostAuditColumns });
        const { id, ...after } = row!;
        await recordAudit(tx, { entityType: 'blog_post', entityId: id, label: blogPostLabel(after.title), action: 'create', before: null, after: withTextSummary(after) });
        return { id, slug: after.slug, title: after.title };
      }),
    );
    return saved;
  },
);
