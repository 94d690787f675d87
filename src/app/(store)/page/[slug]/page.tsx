import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { InlineAlert } from '@/components/store/content/inline-alert';
import { PageIntro } from '@/components/store/content/page-intro';
import { RichContent } from '@/components/store/content/rich-content';
import { formatLongDate } from '@/lib/dates';
import { getPublishedPage, type PublicPage } from '@/server/content/page-reads';
import { logger } from '@/server/logger';

type Props = { params: Promise<{ slug: string }> };
type Loaded = { page: PublicPage | null; error: null } | { page: null; error: string };

// A failed read shows the product's 'Error loading page' with a plain message; the real error
// goes to the log only.
async function loadPage(slug: string): Promise<Loaded> {
  try {
    return { page: await getPublishedPage(slug), error: null };
  } catch (error) {
    logger.error({ err: error, slug }, 'Failed to load CMS page');
    return { page: null, error: 'This page could not be loaded just now. Please refresh in a moment.' };
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const { slug } = await params;
  const { page } = await loadPage(slug);
  if (!page) return { title: 'Page Not Found', robots: { index: false } };
  return {
    title: page.title,
    description: page.metaDescription ?? undefined,
    alternates: { canonical: `/page/${page.slug}` },
  };
}

export default async function CmsPage({ params }: Props) {
  await connection();
  const { slug } = await params;
  const { page, error } = await loadPage(slug);

  if (error !== null) {
    return (
      <div className="container-page flex min-h-[50vh] items-center justify-center py-16">
        <div className="flex w-full max-w-xl flex-col gap-6">
          <InlineAlert title="Error loading page" message={error} />
          <Link href="/" className="text-sm font-medium underline decoration-brass underline-offset-4">
            Return to Home
          </Link>
        </div>
      </div>
    );
  }
  // Unknown or unpublished: a real 404 (nothing above this page suspends first).
  if (!page) notFound();

  return (
    <article>
      <PageIntro eyebrow="Information" title={page.title} text={page.metaDescription ?? undefined} />
      <div className="container-page py-12 md:py-16">
        <div className="mx-auto max-w-3xl">
          <p className="mb-10 text-sm text-muted-foreground">
            Last updated <time dateTime={page.updatedAt.toISOString()}>{formatLongDate(page.updatedAt)}</time>
          </p>
          <RichContent source={page.content} format="html" />
        </div>
      </div>
    </article>
  );
}
