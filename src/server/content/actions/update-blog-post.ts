'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { blogPosts } from '@/server/db/schema';
import { resolveSlug, retryOnSlugClash } from '@/server/db/unique-slug';
import { removeFilesNoLongerUsed } from '@/server/media/remove-stored-file';
import { updateBlogPostSchema, type BlogPostRefusal } from '@/lib/schemas/blog-post';
import { blogPostColumns, blogPostSlugs, filesOfPost } from './blog-post-rules';
import type { SavedBlogPost } from './create-blog-post';
import { recordAudit } from '@/server/audit/record-audit';
import { blogPostAuditColumns, blogPostLabel, withTextSummary } from '../content-audit';

/**
 * Saves a post. Emptying the slug makes a new one from the title. Pictures the post no
 * longer shows (a replaced image, one taken out of the text) are removed once committed.
 */
export const updateBlogPostAction = defineAction<typeof updateBlogPostSchema, SessionUser, SavedBlogPost, BlogPostRefusal>(
  { name: 'updateBlogPost', schema: updateBlogPostSchema, authorize: permitted('blog.manage'), fallbackError: 'Failed to update blog post.', refreshes: 'storefront' },
  async ({ id, slug: typed, ...input }) => {
    const { saved, before, after } = await retryOnSlugClash(blogPostSlugs, typed, () =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select(blogPostAuditColumns)
          .from(blogPosts)
          .where(eq(blogPosts.id, id))
          .for('update');
        if (!current) throw new ActionError('This blog post no longer exists. Reload the page.');
        const slug = await resolveSlug(tx, blogPostSlugs, { typed, from: input.title, id });
        const columns = blogPostColumns(input, new Date());
        const [row] = await tx
          .update(blogPosts)
          .set({ ...columns, slug })
          .where(eq(blogPosts.id, id))
          .returning(blogPostAuditColumns);
        await recordAudit(tx, {
          entityType: 'blog_post',
          entityId: id,
          label: blogPostLabel(row!.title),
          action: 'update',
          before: withTextSummary(current),
          after: withTextSummary(row!),
        });
        return { saved: { id, slug: row!.slug, title: row!.title }, before: filesOfPost(current), after: filesOfPost(columns) };
      }),
    );
    await removeFilesNoLongerUsed(before, after);
    return saved;
  },
);
