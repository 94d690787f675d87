'use client';
import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { PublicFaq } from '@/server/content/faqs';
import styles from './faq-accordion.module.css';

/** One category's questions: a single-open, collapsible accordion. */
export function FaqAccordion({ faqs }: { faqs: PublicFaq[] }) {
  return (
    <Accordion.Root type="single" collapsible className="border-t border-border">
      {faqs.map((faq) => (
        <Accordion.Item key={faq.id} value={faq.id} className="border-b border-border">
          <Accordion.Header className="font-sans">
            <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 py-4 text-left font-display text-[1.05rem] leading-snug font-medium text-foreground transition-colors hover:text-accent md:py-5 md:text-lg">
              {faq.question}
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-border text-muted-foreground transition-[transform,background-color,color] duration-200 group-hover:border-accent/40 group-hover:text-accent group-data-[state=open]:rotate-180 group-data-[state=open]:border-foreground group-data-[state=open]:bg-foreground group-data-[state=open]:text-background"
              >
                <ChevronDown className="size-4" />
              </span>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className={styles.content}>
            <p className="pr-12 pb-5 text-[0.975rem] leading-relaxed whitespace-pre-line text-muted-foreground">{faq.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
