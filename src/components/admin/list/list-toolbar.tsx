'use client';
import { useId, useState } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useSearchAsYouType } from '@/components/admin/use-search-as-you-type';
import { cn } from '@/lib/cn';
import type { AdminList } from './use-admin-list';

/** The spinner a list shows while it fetches another view. */
export function ListPending({ pending, label, className }: { pending: boolean; label: string; className?: string }) {
  return (
    <span className={cn('inline-flex w-5 shrink-0 justify-center text-muted-foreground', className)} aria-live="polite">
      {pending ? <Spinner label={label} /> : null}
    </span>
  );
}

/**
 * The top of a list: its search box and, beside it, its filters (`children`). Every change is
 * a new URL, so Back, reload and a shared link show the same view. The spinner shows while the
 * list's transition runs (`busy` says otherwise where the list shares it with a dialog).
 */
export function ListToolbar({
  list,
  q,
  label,
  placeholder,
  maxLength,
  pendingLabel,
  busy = list.pending,
  className,
  children,
  ...props
}: {
  list: Pick<AdminList, 'pending' | 'search'>;
  q: string;
  label: string;
  placeholder: string;
  maxLength: number;
  pendingLabel: string;
  busy?: boolean;
  className?: string;
  children?: React.ReactNode;
} & Pick<React.ComponentProps<'div'>, 'aria-label'>) {
  const id = useId();
  const { query, setQuery, searchNow, field } = useSearchAsYouType(q, list.search);

  return (
    // A search landmark, not a form: the list filters as the admin types, so there is nothing to submit;
    // Enter searches at once (never while an input method is still composing the word).
    <div role="search" className={cn('flex flex-col gap-3 sm:flex-row sm:items-center', className)} {...props}>
      <div className={cn('relative flex-1', !children && 'max-w-md')}>
        <label htmlFor={`${id}-q`} className="sr-only">
          {label}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          ref={field}
          id={`${id}-q`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            searchNow();
          }}
          placeholder={placeholder}
          maxLength={maxLength}
          enterKeyHint="search"
          autoComplete="off"
          className="pr-10 pl-9"
        />
        <ListPending pending={busy} label={pendingLabel} className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2" />
      </div>
      {children}
    </div>
  );
}

/**
 * A list's filter: a labelled select whose first option shows everything. The choice shows at
 * once while the list loads; a URL changed from outside (Back) shows in the field.
 */
export function ListFilter<Value extends string>({
  label,
  value,
  allLabel,
  options,
  onChange,
  className,
}: {
  label: string;
  value: Value | undefined;
  allLabel: string;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value | undefined) => void;
  className?: string;
}) {
  const id = useId();
  const urlValue = value ?? '';
  const [shown, setShown] = useState<string>(urlValue);
  const [seen, setSeen] = useState(urlValue);
  if (seen !== urlValue) {
    setSeen(urlValue);
    setShown(urlValue);
  }

  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <NativeSelect
        id={id}
        value={shown}
        onChange={(event) => {
          setShown(event.target.value);
          onChange((event.target.value || undefined) as Value | undefined);
        }}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
