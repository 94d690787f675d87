import { measureVisitHref, visitAreaText } from '@/lib/catalog/measure-visit';
import { formatNaira } from '@/lib/money';
import type { VisitTerms } from '@/server/catalog/measure-visit-reads';

/**
 * "We measure for you" beside a made-to-measure piece's sizes (docs/decisions/0062-we-measure-for-you.md):
 * where a fitter visits and what it costs, with a link to book. Drawn by the server with no script.
 */
export function MeasureVisitOffer({ productId, terms }: { productId: string; terms: VisitTerms }) {
  const fee = terms.feeKobo === 0 ? 'free' : formatNaira(terms.feeKobo);
  return (
    <section aria-labelledby="measure-visit-heading" className="flex flex-col gap-1 rounded-lg bg-sand/60 px-4 py-3 text-sm">
      <h2 id="measure-visit-heading" className="font-medium">
        We measure for you
      </h2>
      <p className="text-muted-foreground">
        Not sure of your sizes? A fitter visits you in {visitAreaText(terms.states)} to measure your windows: {fee}.
      </p>
      <a
        href={measureVisitHref(productId)}
        className="inline-flex min-h-11 items-center self-start font-semibold underline decoration-brass underline-offset-4 hover:decoration-foreground"
      >
        Book a measuring visit
      </a>
    </section>
  );
}
