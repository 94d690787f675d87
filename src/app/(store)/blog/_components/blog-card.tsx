import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import type { BlogPostSummary } from '@/server/content/blog-reads';
import { Badge } from '@/components/ui/badge';
import { formatLongDate, lagosDay } from '@/lib/dates';
import { cn } from '@/lib/cn';
import { ImageFallback } from '@/components/store/content/image-fallback';
import { StoreImage } from '@/components/store/store-image';

/** A post in the blog grid: picture, category, date, author, title, excerpt and Read More. */
export function BlogCard({ post, featured = false, priority = false }: { post: BlogPostSummary; featured?: boolean; priority?: boolean }) {
  const href = `/blog/${post.slug}`;
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col gap-5',
        featured && 'md:grid md:grid-cols-[1.35fr_1fr] md:items-center md:gap-10 lg:gap-14',
      )}
    >
      <Link
        href={href}
        tabIndex={-1}
        aria-hidden="true"
        className="relative block aspect-[16/10] overflow-hidden rounded-lg bg-sand"
      >
        {post.imageUrl ? (
          <StoreImage
            src={post.imageUrl}
            alt=""
            preload={priority}
            sizes={featured ? '(min-width: 768px) 58vw, 100vw' : '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'}
            className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
          />
        ) : (
          <ImageFallback />
        )}
        <Badge variant="secondary" className="absolute top-3 left-3 bg-background/95 shadow-soft">
          {post.category}
        </Badge>
      </Link>
      <div className="flex flex-1 flex-col gap-3">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">
          <time dateTime={lagosDay(post.date)}>{formatLongDate(post.date)}</time>
          <span aria-hidden="true" className="size-1 rounded-full bg-brass" />
          <span>By {post.author}</span>
        </p>
        <h2
          className={cn(
            'font-display leading-snug font-medium text-foreground',
            featured ? 'text-2xl md:text-[2.1rem] md:leading-tight' : 'text-xl md:text-[1.4rem]',
          )}
        >
          <Link href={href} className="decoration-brass underline-offset-4 hover:underline">
            {post.title}
          </Link>
        </h2>
        {post.excerpt ? (
          <p className={cn('leading-relaxed text-muted-foreground', featured ? 'md:text-lg' : 'line-clamp-3')}>{post.excerpt}</p>
        ) : null}
        <Link
          href={href}
          className="mt-auto inline-flex min-h-11 w-fit items-center gap-2 pt-1 text-sm font-semibold tracking-[0.12em] text-accent uppercase transition-colors hover:text-accent-hover"
        >
          Read More
          <span className="sr-only">: {post.title}</span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
        </Link>
      </div>
    </article>
  );
}
