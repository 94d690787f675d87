'use client';
import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { clsx } from 'clsx';
import { HOME_COLLECTION_TABS } from '@/lib/constants';

export type CollectionTab = { value: string; label: string; panel: React.ReactNode };

// Phones: the five tabs share the width evenly; wider screens: centred, at their own widths.
const tabListClass = 'mx-auto flex w-full items-center overflow-x-auto border-b border-border sm:w-max sm:max-w-full sm:gap-1';
const tabClass =
  'relative -mb-px inline-flex min-h-11 flex-1 items-center justify-center border-b-2 border-transparent px-1 text-xs font-semibold tracking-[0.08em] text-muted-foreground uppercase transition-colors hover:text-foreground data-[state=active]:border-accent data-[state=active]:text-foreground sm:flex-none sm:px-5 sm:text-sm sm:tracking-[0.14em]';

/**
 * The 'Our Collection' tabs. Every panel is rendered on the server and kept in the page,
 * so switching is instant; only the chosen one is shown.
 */
export function CollectionTabs({ tabs }: { tabs: CollectionTab[] }) {
  // Panels fade in when the shopper switches tab, not on the first paint.
  const [switched, setSwitched] = useState(false);
  return (
    <Tabs.Root defaultValue={HOME_COLLECTION_TABS[0]} onValueChange={() => setSwitched(true)} className="mt-10 md:mt-12">
      <Tabs.List aria-label="Collection categories" className={tabListClass}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={tabClass}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          forceMount
          className={clsx(
            'mt-8 focus-visible:outline-offset-8 data-[state=inactive]:hidden md:mt-12',
            switched && 'data-[state=active]:animate-fade-in',
          )}
        >
          {tab.panel}
        </Tabs.Content>
      ))}
    </Tabs.Root>
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
