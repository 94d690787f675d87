'use client';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { AdminList } from './use-admin-list';

/**
 * A list's search box that searches as the admin types, a moment after the last key (Enter
 * searches at once), driven by the URL's `q`. A URL changed from outside (Back, Clear search)
 * shows in the box; our own older search never overwrites typing. Text typed before the page
 * finished loading is taken up too.
 */
function useSearchAsYouType(q: string, onSearch: (text: string) => void) {
  const [query, setQuery] = useState(q);
  // What this box last asked for, and the URL it last saw.
  const [sent, setSent] = useState(q);
  const [seen, setSeen] = useState(q);
  if (seen !== q) {
    setSeen(q);
    if (q !== sent) {
      setQuery(q);
      setSent(q);
    }
  }

  function searchNow(text = query.trim()) {
    setSent(text);
    onSearch(text);
  }
  const searchLater = useEffectEvent(searchNow);

  useEffect(() => {
    const text = query.trim();
    if (text === sent) return;
    const timer = setTimeout(() => searchLater(text), 350);
    return () => clearTimeout(timer);
  }, [query, sent]);

  // Text typed before the page finished loading is in the field but not yet in React's state.
  const field = useRef<HTMLInputElement>(null);
  const adoptTypedText = useEffectEvent(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== query) setQuery(typed);
  });
  useEffect(() => adoptTypedText(), []);

  return { query, setQuery, searchNow, field };
}

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
} & Pick<React.ComponentProps<'form'>, 'aria-label'>) {
  const id = useId();
  const { query, setQuery, searchNow, field } = useSearchAsYouType(q, list.search);

  return (
    <form
      role="search"
      className={cn('flex flex-col gap-3 sm:flex-row sm:items-center', className)}
      onSubmit={(event) => {
        event.preventDefault();
        searchNow();
      }}
      {...props}
    >
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
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          className="pr-10 pl-9"
        />
        <ListPending pending={busy} label={pendingLabel} className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2" />
      </div>
      {children}
    </form>
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
