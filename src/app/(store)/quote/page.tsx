import type { Metadata } from 'next';
import Link from 'next/link';
import { eq, and } from 'drizzle-orm';
import { z } from 'zod';
import { PageIntro } from '@/components/store/content/page-intro';
import { QuoteRequestForm } from '@/app/(store)/quote/_components/quote-request-form';
import { MeasureVisitForm } from '@/app/(store)/quote/_components/measure-visit-form';
import { measureVisitOffer } from '@/server/catalog/measure-visit-reads';
import { measureVisitHref } from '@/lib/catalog/measure-visit';
import { formatNaira } from '@/lib/money';
import type { SessionUser } from '@/server/auth/session';
import { getSessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { products } from '@/server/db/schema';

export const metadata: Metadata = {
  title: 'Request a Quote',
  description: 'Ask Adire Living for a bespoke piece or a whole room: sizes, fabrics and finishes made for you, priced by our design team.',
  alternates: { canonical: '/quote' },
};

type Props = { searchParams: Promise<{ product?: string | string[]; visit?: string | string[] }> };

const productId = z.uuid();

/** The product a "Request a custom version" link names, if it is in the shop. */
async function productFor(raw: string | string[] | undefined) {
  const id = productId.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!id.success) return null;
  const [product] = await db.select({ id: products.id, name: products.name }).from(products).where(and(eq(products.id, id.data), eq(products.status, 'active')));
  return product ?? null;
}

/** The visit a "Book a measuring visit" link asks for (docs/decisions/0062-we-measure-for-you.md), if the piece offers one. */
async function visitFor(raw: string | string[] | undefined) {
  const id = productId.safeParse(Array.isArray(raw) ? raw[0] : raw);
  const offer = id.success ? await measureVisitOffer(id.data) : null;
  return offer && id.success ? { ...offer, productId: id.data } : null;
}

export default async function QuotePage({ searchParams }: Props) {
  const query = await searchParams;
  const [product, visit, user] = await Promise.all([productFor(query.product), visitFor(query.visit), getSessionUser()]);
  if (visit) return <MeasureVisitPage visit={visit} user={user} />;
  return (
    <>
      <PageIntro
        eyebrow="Made for you"
        title="Request a Quote"
        text="A sofa in your size and fabric, a dining set for twelve, or a whole room: tell us what you have in mind and our design team will price it."
      />
      <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[1.6fr_1fr] lg:gap-16">
        <section aria-label="Your request" className="rounded-xl border border-border bg-card p-5 shadow-soft sm:p-8 md:p-10">
          <QuoteRequestForm
            prefill={{ productId: product?.id ?? null, productName: product?.name ?? null, name: user?.name ?? '', email: user?.email ?? '', signedIn: Boolean(user) }}
          />
        </section>
        <aside aria-labelledby="quote-steps-heading" className="flex flex-col gap-4 self-start rounded-xl bg-sand p-6 md:p-7">
          <h2 id="quote-steps-heading" className="text-xl font-medium md:text-2xl">
            How it works
          </h2>
          <ol className="flex list-decimal flex-col gap-3 pl-5 text-sm leading-relaxed text-muted-foreground marker:font-semibold marker:text-foreground">
            <li>Tell us what you would like, with photos or a sketch if you have them. No account needed.</li>
            <li>We reply with a priced quote: each piece, delivery, how long it takes and any deposit.</li>
            <li>Ask us anything about it, then accept it in My Account, signed in with the same email.</li>
            <li>Pay the deposit (or the whole) online or by transfer, and we start making it.</li>
          </ol>
        </aside>
      </div>
    </>
  );
}

function MeasureVisitPage({ visit, user }: { visit: NonNullable<Awaited<ReturnType<typeof visitFor>>>; user: SessionUser | null }) {
  const fee = visit.feeKobo === 0 ? 'nothing' : formatNaira(visit.feeKobo);
  return (
    <>
      <PageIntro eyebrow="We measure for you" title="Book a measuring visit" text={`A fitter comes to measure your windows for ${visit.productName}, so your curtains fit the first time.`} />
      <div className="container-page py-12 md:py-16">
        <section aria-label="Your visit" className="mx-auto max-w-2xl rounded-xl border border-border bg-card p-5 shadow-soft sm:p-8 md:p-10">
          {user ? (
            <MeasureVisitForm booking={{ productId: visit.productId, productName: visit.productName, states: visit.states, fee, name: user.name, email: user.email }} />
          ) : (
            <div className="flex flex-col items-start gap-4">
              <p>You pay for the visit in My Account, so sign in or create your account first. We bring you back here.</p>
              <Link
                href={`/auth?next=${encodeURIComponent(measureVisitHref(visit.productId))}`}
                className="inline-flex min-h-11 items-center font-semibold underline decoration-brass underline-offset-4 hover:decoration-foreground"
              >
                Sign in to book a visit
              </Link>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
