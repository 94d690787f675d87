import Link from 'next/link';
import { Button } from '@/components/ui/button';

export function NotFoundContent() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-20 text-center">
      <p className="font-display text-[6rem] leading-none font-medium text-brass-text md:text-[9rem]">
        404
      </p>
      <h1 className="text-3xl font-medium md:text-4xl">
        Oops! Page not found
      </h1>
      <p className="max-w-md text-muted-foreground">
        The page you are looking for may have moved, or never existed. Let us take you somewhere beautiful.
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/">Return to Home</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/shop">Browse the shop</Link>
        </Button>
      </div>
    </section>
  );
}
