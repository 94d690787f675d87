import { db } from '@/server/db/client';
import { blogPosts } from '@/server/db/schema';
import { unique, type ActionRegistry } from './_registry';

// Valid inputs for the blog post admin actions (src/server/content/actions/*-blog-post.ts).

async function insertPost() {
  const [row] = await db
    .insert(blogPosts)
    .values({ slug: `post-${unique()}`, title: 'A post', author: 'Tolu', category: 'Styling' })
    .returning({ id: blogPosts.id, slug: blogPosts.slug });
  return row!;
}

export const actions: ActionRegistry = {
  createBlogPostAction: async () => ({ title: `Styling ${unique()}`, author: 'Tolu', category: 'Styling', content: '<p>Hello</p>' }),
  updateBlogPostAction: async () => {
    const post = await insertPost();
    return { id: post.id, slug: post.slug, title: 'Edited', author: 'Tolu', category: 'Styling', status: 'published' };
  },
  deleteBlogPostAction: async () => ({ id: (await insertPost()).id }),
};
