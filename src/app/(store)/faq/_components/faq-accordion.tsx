'use client';
import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { PublicFaq } from '@/server/content/faq-reads';

// The triggers of one accordion, for the arrow keys (as the WAI-ARIA accordion pattern has them).
const TRIGGER = '[data-faq-trigger]';

function moveFocus(event: React.KeyboardEvent<HTMLDivElement>) {
  const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(TRIGGER)];
  const index = triggers.indexOf(event.target as HTMLButtonElement);
  if (index < 0) return;
  const next =
    event.key === 'ArrowDown' ? triggers[(index + 1) % triggers.length]
    : event.key === 'ArrowUp' ? triggers[(index - 1 + triggers.length) % triggers.length]
    : event.key === 'Home' ? triggers[0]
    : event.key === 'End' ? triggers[triggers.length - 1]
    : null;
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * One category's questions: a single-open, collapsible accordion. Written out rather than
 * Radix Accordion, which brought about 10 KB of gzipped script to /faq for a list of buttons.
 * A closed answer stays in the page (hidden and inert), so it can open with an animation.
 */
export function FaqAccordion({ faqs }: { faqs: PublicFaq[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  return (
    <div className="border-t border-border" onKeyDown={moveFocus}>
      {faqs.map((faq) => {
        const open = faq.id === openId;
        const state = open ? 'open' : 'closed';
        const triggerId = `${baseId}-${faq.id}-trigger`;
        const panelId = `${baseId}-${faq.id}-panel`;
        return (
          <div key={faq.id} data-state={state} className="border-b border-border">
            <h3 className="font-sans">
              <button
                type="button"
                id={triggerId}
                data-faq-trigger=""
                data-state={state}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : faq.id)}
                className="group flex min-h-14 w-full items-center justify-between gap-4 py-4 text-left font-display text-[1.05rem] leading-snug font-medium text-foreground transition-colors hover:text-accent md:py-5 md:text-lg"
              >
                {faq.question}
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-border text-muted-foreground transition-[transform,background-color,color] duration-200 group-hover:border-accent/40 group-hover:text-accent group-data-[state=open]:rotate-180 group-data-[state=open]:border-foreground group-data-[state=open]:bg-foreground group-data-[state=open]:text-background"
                >
                  <ChevronDown className="size-4" />
                </span>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              data-state={state}
              inert={!open}
              className={
                open
                  ? 'grid grid-rows-[1fr] transition-[grid-template-rows] duration-[220ms] ease-[cubic-bezier(0.22,1,0.36,1)]'
                  : 'invisible grid grid-rows-[0fr] transition-[grid-template-rows,visibility] duration-[180ms] ease-in'
              }
            >
              <div className="overflow-hidden">
                <p className="pr-12 pb-5 text-[0.975rem] leading-relaxed whitespace-pre-line text-muted-foreground">{faq.answer}</p>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
