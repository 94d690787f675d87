import type { Metadata } from 'next';
import { eq, and } from 'drizzle-orm';
import { z } from 'zod';
import { PageIntro } from '@/components/store/content/page-intro';
import { QuoteRequestForm } from '@/app/(store)/quote/_components/quote-request-form';
import { getSessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { products } from '@/server/db/schema';

export const metadata: Metadata = {
  title: 'Request a Quote',
  description: 'Ask Adire Living for a bespoke piece or a whole room: sizes, fabrics and finishes made for you, priced by our design team.',
  alternates: { canonical: '/quote' },
};

type Props = { searchParams: Promise<{ product?: string | string[] }> };

const productId = z.uuid();

/** The product a "Request a custom version" link names, if it is in the shop. */
async function productFor(raw: string | string[] | undefined) {
  const id = productId.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!id.success) return null;
  const [product] = await db.select({ id: products.id, name: products.name }).from(products).where(and(eq(products.id, id.data), eq(products.status, 'active')));
  return product ?? null;
}

export default async function QuotePage({ searchParams }: Props) {
  const [product, user] = await Promise.all([productFor((await searchParams).product), getSessionUser()]);
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
