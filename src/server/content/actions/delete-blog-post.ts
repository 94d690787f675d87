'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { blogPosts } from '@/server/db/schema';
import { removeFilesNoLongerUsed } from '@/server/media/remove-stored-file';
import { deleteBlogPostSchema } from '@/lib/schemas/blog-post';
import { filesOfPost } from './blog-post-rules';
import { recordAudit } from '@/server/audit/record-audit';
import { blogPostAuditColumns, blogPostLabel, withTextSummary } from '../content-audit';

/** Deletes a post and, once that is committed, the pictures it showed. */
export const deleteBlogPostAction = defineAction<typeof deleteBlogPostSchema, SessionUser, { id: string }>(
  { name: 'deleteBlogPost', schema: deleteBlogPostSchema, authorize: permitted('blog.manage'), fallbackError: 'Failed to delete blog post.', refreshes: 'storefront' },
  async ({ id }) => {
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning(blogPostAuditColumns);
      if (!before) throw new ActionError('This blog post no longer exists. Reload the page.');
      await recordAudit(tx, { entityType: 'blog_post', entityId: id, label: blogPostLabel(before.title), action: 'delete', before: withTextSummary(before), after: null });
      return before;
    });
    await removeFilesNoLongerUsed(filesOfPost(row), []);
    return { id };
  },
);
