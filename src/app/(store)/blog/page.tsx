import type { Metadata } from 'next';
import { connection } from 'next/server';
import { BlogCard } from '@/app/(store)/blog/_components/blog-card';
import { InlineAlert } from '@/components/store/content/inline-alert';
import { PageIntro } from '@/components/store/content/page-intro';
import { listPublishedPosts, type BlogPostSummary } from '@/server/content/blog-reads';
import { logger } from '@/server/logger';

export const metadata: Metadata = {
  title: 'Design Blog',
  description: 'Styling ideas, room tours, care guides and stories from our Lagos design studio and workshop.',
};

type Loaded = { posts: BlogPostSummary[]; error: null } | { posts: null; error: string };

// The shopper sees the product's 'Error loading blog posts' with a plain message; the real
// error (which may name hosts or SQL) goes to the log only.
async function loadPosts(): Promise<Loaded> {
  try {
    return { posts: await listPublishedPosts(), error: null };
  } catch (error) {
    logger.error({ err: error }, 'Failed to load blog posts');
    return { posts: null, error: 'We could not reach our journal just now. Please refresh the page in a moment.' };
  }
}

export default async function BlogPage() {
  await connection();
  const { posts, error } = await loadPosts();
  const [lead, ...rest] = posts ?? [];

  return (
    <>
      <PageIntro
        eyebrow="Journal"
        title="Design Blog"
        text="Ideas for Nigerian homes: styling notes, care guides and the stories behind our projects."
      />
      <div className="container-page py-12 md:py-20">
        {error !== null ? (
          <InlineAlert title="Error loading blog posts" message={error} className="mx-auto max-w-2xl" />
        ) : !lead ? (
          <p className="py-10 text-center text-muted-foreground">No blog posts yet. Check back soon!</p>
        ) : (
          <div className="flex flex-col gap-14 md:gap-20">
            <BlogCard post={lead} featured priority />
            {rest.length > 0 ? (
              <ul className="grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
                {rest.map((post) => (
                  <li key={post.id}>
                    <BlogCard post={post} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )}
      </div>
    </>
  );
}
