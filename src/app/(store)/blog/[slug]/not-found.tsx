import type { Metadata } from 'next';
import Link from 'next/link';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';

export const metadata: Metadata = { title: 'Blog Post Not Found' };

// notFound() from a missing or unpublished post: the blog's own 404, inside the store frame.
export default function BlogPostNotFound() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-20 text-center">
      <p className="eyebrow">Design Blog</p>
      <h1 className="text-3xl font-medium md:text-4xl">Blog Post Not Found</h1>
      <p className="max-w-md text-muted-foreground">
        Blog post not found. The link may be out of date, or the article is no longer published.
      </p>
      <Button asChild size="lg" className="mt-4">
        <Link href="/blog">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Blog
        </Link>
      </Button>
    </section>
  );
}
