'use client';
import { useRef } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

// The editor's toolbar as a WAI-ARIA toolbar: one Tab stop, arrow keys (and Home/End) move
// between its buttons, toggles report their state with aria-pressed.

export type ToolbarItem = {
  label: string;
  icon: LucideIcon;
  /** Shown in the tooltip: the key that does the same in the text. */
  shortcut?: string;
  onSelect: () => void;
  /** A toggle's state; leave undefined for plain commands. */
  pressed?: boolean;
  disabled?: boolean;
};

export function EditorToolbar({ label, controls, groups }: { label: string; controls: string; groups: ToolbarItem[][] }) {
  const ref = useRef<HTMLDivElement>(null);

  function buttons() {
    return [...(ref.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const all = buttons();
    const index = all.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const target = {
      ArrowRight: all[(index + 1) % all.length],
      ArrowLeft: all[(index - 1 + all.length) % all.length],
      Home: all[0],
      End: all[all.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    for (const button of all) button.tabIndex = button === target ? 0 : -1;
    target.focus();
  }

  // The first enabled button is the toolbar's Tab stop until the arrows move it.
  const tabStop = groups.flat().find((item) => !item.disabled)?.label;
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-y-1 border-b border-border bg-sand px-1.5 py-1"
    >
      {groups.map((group, groupIndex) => (
        <div key={groupIndex} role="group" className="flex items-center border-border px-1 not-last:border-r">
          {group.map((item) => (
            <ToolbarButton key={item.label} item={item} tabIndex={item.label === tabStop ? 0 : -1} />
          ))}
        </div>
      ))}
    </div>
  );
}

function ToolbarButton({ item, tabIndex }: { item: ToolbarItem; tabIndex: number }) {
  const Icon = item.icon;
  return (
    <button
      type="button"
      tabIndex={tabIndex}
      aria-label={item.label}
      aria-pressed={item.pressed}
      aria-keyshortcuts={item.shortcut}
      title={item.shortcut ? `${item.label} (${item.shortcut})` : item.label}
      disabled={item.disabled}
      // Keep the selection in the text: a mouse press must not move focus out of the editor.
      onMouseDown={(event) => event.preventDefault()}
      onClick={item.onSelect}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-foreground/80 transition-colors',
        'hover:bg-foreground/8 hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        'disabled:pointer-events-none disabled:opacity-40',
        item.pressed && 'bg-foreground/12 text-foreground',
      )}
    >
      <Icon aria-hidden="true" className="size-[1.1rem]" />
    </button>
  );
}
