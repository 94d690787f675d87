'use client';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { safeLinkHref } from '@/lib/safe-url';

// Asks for a link's address under the toolbar. Not a <form>: the editor sits inside the
// post's own form, and forms cannot nest; Enter applies (Escape is the editor's, see there).

const LOOKS_LIKE_A_DOMAIN = /^[^\s/:]+\.[^\s]+$/;

/** 'example.com/x' → 'https://example.com/x'; anything else as typed, then checked. */
function normalise(typed: string) {
  const value = typed.trim();
  return LOOKS_LIKE_A_DOMAIN.test(value) && !value.includes('@') ? `https://${value}` : value;
}

export function LinkPanel({
  initialHref,
  onApply,
  onRemove,
  onClose,
}: {
  initialHref: string;
  onApply: (href: string) => void;
  onRemove: (() => void) | null;
  onClose: () => void;
}) {
  const id = useId();
  const [href, setHref] = useState(initialHref);
  const [error, setError] = useState<string | null>(null);

  function apply() {
    const safe = safeLinkHref(normalise(href));
    if (!safe) {
      setError('Enter a web address (https://…), an email link (mailto:…) or a path on this site (/shop).');
      return;
    }
    onApply(safe);
  }

  return (
    <div data-editor-panel className="flex flex-col gap-2 border-b border-border bg-card px-3 py-3">
      <Label htmlFor={id}>Link address</Label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={id}
          autoFocus
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          className="min-w-52 flex-1"
          value={href}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setHref(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
        />
        <Button size="sm" onClick={apply}>
          Apply link
        </Button>
        {onRemove ? (
          <Button size="sm" variant="subtle" onClick={onRemove}>
            Remove link
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
