import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { ArrowLeft } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { siteUrl } from '@/server/site-url';
import { JsonLd } from '@/components/store/json-ld';
import { RichContent } from '@/components/store/content/rich-content';
import { formatLongDate } from '@/lib/dates';
import { getPublishedPost } from '@/server/content/blog-reads';
import { loadStoreSettings } from '@/server/settings/store-settings';
import { StoreImage } from '@/components/store/store-image';

type Props = { params: Promise<{ slug: string }> };

/** A post edited before it went out was last modified when it was published. */
const lastModified = (post: { date: Date; updatedAt: Date }) => (post.updatedAt > post.date ? post.updatedAt : post.date);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const { slug } = await params;
  const post = await getPublishedPost(slug);
  if (!post) return { title: 'Blog post not found', robots: { index: false } };
  const { siteName } = await loadStoreSettings();
  const description = post.excerpt ?? `${post.title}: an article by ${post.author} on the Adire Living design blog.`;
  return {
    title: post.title,
    description,
    alternates: { canonical: `/blog/${post.slug}` },
    openGraph: {
      type: 'article',
      siteName,
      locale: 'en_NG',
      title: post.title,
      description,
      url: siteUrl(`/blog/${post.slug}`),
      publishedTime: post.date.toISOString(),
      modifiedTime: lastModified(post).toISOString(),
      authors: [post.author],
      section: post.category,
      images: post.imageUrl ? [{ url: siteUrl(post.imageUrl), alt: post.title }] : undefined,
    },
  };
}

export default async function BlogPostPage({ params }: Props) {
  await connection();
  const { slug } = await params;
  // A missing or draft post is a real 404; nothing above this page suspends first.
  const post = await getPublishedPost(slug);
  if (!post) notFound();
  const { siteName, logoUrl } = await loadStoreSettings();

  return (
    <article className="pb-16 md:pb-24">
      <div className="container-page pt-6 md:pt-10">
        <Link
          href="/blog"
          className="group inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4 transition-transform group-hover:-translate-x-1" />
          Back to Blog
        </Link>
      </div>

      <header className="container-page flex flex-col items-center gap-5 pt-6 pb-10 text-center md:pt-10 md:pb-14">
        <Badge variant="secondary">{post.category}</Badge>
        <h1 className="max-w-4xl text-[2rem] leading-[1.15] font-medium text-foreground md:text-5xl md:leading-[1.1]">
          {post.title}
        </h1>
        <p className="flex flex-wrap items-center justify-center gap-x-2.5 gap-y-1 text-sm text-muted-foreground">
          <span>
            By <span className="font-semibold text-foreground">{post.author}</span>
          </span>
          <span aria-hidden="true" className="size-1 rounded-full bg-brass" />
          <time dateTime={post.date.toISOString()}>{formatLongDate(post.date)}</time>
        </p>
      </header>

      {post.imageUrl ? (
        <div className="container-page">
          <div className="relative mx-auto aspect-[16/9] max-w-5xl overflow-hidden rounded-xl bg-sand">
            <StoreImage
              src={post.imageUrl}
              alt={post.title}
              preload
              sizes="(min-width: 1024px) 64rem, 100vw"
              widths="wide"
              className="object-cover"
            />
          </div>
        </div>
      ) : null}

      <div className="container-page">
        <div className="mx-auto max-w-2xl pt-10 md:pt-14">
          {post.excerpt ? (
            <p className="mb-8 border-l-2 border-brass pl-5 font-display-italic text-xl leading-relaxed text-foreground/85 italic md:text-[1.4rem]">
              {post.excerpt}
            </p>
          ) : null}
          <RichContent source={post.content} format="blog" />

          <footer className="mt-14 flex flex-col items-start gap-6 border-t border-border pt-8 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">
              Written by <span className="font-semibold text-foreground">{post.author}</span> for {siteName}
            </p>
            <Button asChild variant="outline">
              <Link href="/blog">
                <ArrowLeft aria-hidden="true" className="size-4" />
                Back to Blog
              </Link>
            </Button>
          </footer>
        </div>
      </div>

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt ?? undefined,
          image: post.imageUrl ? [siteUrl(post.imageUrl)] : undefined,
          datePublished: post.date.toISOString(),
          dateModified: lastModified(post).toISOString(),
          articleSection: post.category,
          author: { '@type': 'Person', name: post.author },
          publisher: {
            '@type': 'Organization',
            name: siteName,
            url: siteUrl('/'),
            ...(logoUrl ? { logo: { '@type': 'ImageObject', url: siteUrl(logoUrl) } } : {}),
          },
          mainEntityOfPage: { '@type': 'WebPage', '@id': siteUrl(`/blog/${post.slug}`) },
        }}
      />
    </article>
  );
}
