'use client';
import { useId, useRef, useState } from 'react';
import { clsx } from 'clsx';

export type CollectionTab = { value: string; label: string; panel: React.ReactNode };

// Phones: the five tabs share the width evenly; wider screens: centred, at their own widths.
const tabListClass = 'mx-auto flex w-full items-center overflow-x-auto border-b border-border sm:w-max sm:max-w-full sm:gap-1';
const tabClass =
  'relative -mb-px inline-flex min-h-11 flex-1 items-center justify-center border-b-2 border-transparent px-1 text-xs font-semibold tracking-[0.08em] text-muted-foreground uppercase transition-colors hover:text-foreground data-[state=active]:border-accent data-[state=active]:text-foreground sm:flex-none sm:px-5 sm:text-sm sm:tracking-[0.14em]';

// The arrow keys move along the tabs and choose the one reached (the WAI-ARIA tabs pattern
// with automatic activation); Home and End go to the ends.
function targetOf(key: string, current: number, count: number) {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The 'Our Collection' tabs. Every panel is rendered on the server and kept in the page,
 * so switching is instant; only the chosen one is shown. Written out rather than Radix Tabs,
 * which brought about 7 KB of gzipped script to the home page for five buttons.
 */
export function CollectionTabs({ tabs }: { tabs: CollectionTab[] }) {
  const [selected, setSelected] = useState(0);
  // Panels fade in when the shopper switches tab, not on the first paint.
  const [switched, setSwitched] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;

  function choose(i: number) {
    if (i === selected) return;
    setSelected(i);
    setSwitched(true);
  }

  return (
    <div className="mt-10 md:mt-12">
      <div role="tablist" aria-label="Collection categories" aria-orientation="horizontal" className={tabListClass}>
        {tabs.map((tab, i) => (
          <button
            key={tab.value}
            ref={(node) => {
              buttons.current[i] = node;
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            aria-selected={i === selected}
            aria-controls={panelId(i)}
            tabIndex={i === selected ? 0 : -1}
            data-state={i === selected ? 'active' : 'inactive'}
            onClick={() => choose(i)}
            data-replay
            onKeyDown={(event) => {
              const target = targetOf(event.key, i, tabs.length);
              if (target === null) return;
              event.preventDefault();
              choose(target);
              buttons.current[target]?.focus();
            }}
            className={tabClass}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={panelId(i)}
          aria-labelledby={tabId(i)}
          tabIndex={0}
          hidden={i !== selected}
          className={clsx('mt-8 focus-visible:outline-offset-8 md:mt-12', switched && 'animate-fade-in')}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

/** The tab bar as it looks before the products arrive (the loading state). */
export function CollectionTabsPlaceholder({ labels }: { labels: string[] }) {
  return (
    <div aria-hidden="true" className={`mt-10 md:mt-12 ${tabListClass}`}>
      {labels.map((label, i) => (
        <span key={label} className={tabClass} data-state={i === 0 ? 'active' : 'inactive'}>
          {label}
        </span>
      ))}
    </div>
  );
}
