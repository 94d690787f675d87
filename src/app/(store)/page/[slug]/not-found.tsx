import type { Metadata } from 'next';
import Link from 'next/link';
import { Button } from '@/components/ui/button';

export const metadata: Metadata = { title: 'Page Not Found' };

// notFound() from an unknown or unpublished CMS page, inside the store frame.
export default function CmsPageNotFound() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-20 text-center">
      <p className="eyebrow">Error 404</p>
      <h1 className="text-3xl font-medium md:text-4xl">Page Not Found</h1>
      <p className="max-w-md text-muted-foreground">
        This page does not exist, or it is no longer published. Our policies and contact details are always in the footer.
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/">Return to Home</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/contact">Contact us</Link>
        </Button>
      </div>
    </section>
  );
}
