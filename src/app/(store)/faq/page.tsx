import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FaqAccordion } from '@/app/(store)/faq/_components/faq-accordion';
import { JsonLd } from '@/components/store/json-ld';
import { PageIntro } from '@/components/store/content/page-intro';
import { listPublishedFaqGroups, type FaqGroup } from '@/server/content/faq-reads';
import { logger } from '@/server/logger';

export const metadata: Metadata = {
  title: 'Frequently Asked Questions',
  description: 'Answers about delivery across Nigeria, payment, custom sizes, furniture care and our interior design services.',
};

// FAQ load errors are logged only (docs/product.md section 8): the page then shows the empty text.
async function loadGroups(): Promise<FaqGroup[]> {
  try {
    return await listPublishedFaqGroups();
  } catch (error) {
    logger.error({ err: error }, 'Failed to load FAQs');
    return [];
  }
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export default async function FaqPage() {
  await connection();
  const groups = await loadGroups();

  return (
    <>
      <PageIntro
        eyebrow="Help"
        title="Frequently Asked Questions"
        text="Delivery, payment, made-to-measure pieces and our design services: the questions we hear most."
      />
      <div className="container-page py-12 md:py-16">
        <div className="mx-auto max-w-3xl">
          {groups.length === 0 ? (
            <p className="py-10 text-center text-muted-foreground">No FAQs available at the moment.</p>
          ) : (
            <div className="flex flex-col gap-12 md:gap-14">
              {groups.map((group) => {
                const headingId = `faq-${slug(group.category) || 'group'}`;
                return (
                  <section key={group.category} aria-labelledby={headingId} className="flex flex-col gap-4">
                    <h2 id={headingId} className="eyebrow font-sans tracking-[0.2em]">
                      {group.category}
                    </h2>
                    <FaqAccordion faqs={group.faqs} />
                  </section>
                );
              })}
            </div>
          )}

          <aside className="mt-16 flex flex-col items-start gap-4 rounded-xl bg-indigo p-6 text-indigo-foreground md:flex-row md:items-center md:justify-between md:p-8">
            <div className="flex flex-col gap-1.5">
              <p className="font-display text-xl font-medium md:text-2xl">Still have a question?</p>
              <p className="text-sm text-indigo-muted">Our design team answers every message, usually within a day.</p>
            </div>
            <Button asChild variant="inverse" size="md">
              <Link href="/contact">
                <MessageCircle aria-hidden="true" className="size-4" />
                Contact us
              </Link>
            </Button>
          </aside>
        </div>
      </div>
      {groups.length > 0 ? (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: groups.flatMap((group) =>
              group.faqs.map((faq) => ({
                '@type': 'Question',
                name: faq.question,
                acceptedAnswer: { '@type': 'Answer', text: faq.answer },
              })),
            ),
          }}
        />
      ) : null}
    </>
  );
}
