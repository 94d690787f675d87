'use client';
import { useId, useState } from 'react';
import { SearchInput } from '@/components/admin/search-input';
import { useCan } from '@/components/admin/staff-role-context';
import { fieldAria } from '@/components/ui/form-field';
import { settle } from '@/components/settle-action';
import { useDebounced } from '@/components/use-debounced';
import { displayPhone } from '@/lib/nigeria';
import { findCustomersToSellAction } from '@/server/pos/actions/find-for-sale';
import type { CustomerToSell } from '@/server/pos/sell-reads';

const SEARCH_AFTER_MS = 250;

type Found = { query: string; customers: CustomerToSell[]; error: string | null };

export const customerContact = (customer: CustomerToSell) => [customer.email, customer.phone ? displayPhone(customer.phone) : null].filter(Boolean).join(' · ');

/**
 * Finds a customer the shop knows by name, email or phone as staff type; a tap chooses one. A role that
 * may not see the customer list finds one only by their whole phone number or email (src/server/pos/sell-reads.ts).
 */
export function CustomerFinder({ error, onChoose }: { error?: string; onChoose: (customer: CustomerToSell) => void }) {
  const id = useId();
  const mayBrowse = useCan('customers.read');
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const query = text.trim();

  useDebounced(query || null, SEARCH_AFTER_MS, async (asked, stale) => {
    const result = await settle(findCustomersToSellAction, { q: asked }, 'Could not search the customers. Check the connection and try again.');
    if (!stale.aborted) setFound({ query: asked, customers: result.ok ? result.data : [], error: result.ok ? null : result.error });
  });

  const shown = query && found?.query === query ? found : null;
  const searching = Boolean(query) && !shown;
  let status = mayBrowse ? 'Type a name, email or phone number.' : 'Type the customer’s whole phone number or email address.';
  if (searching) status = 'Searching…';
  else if (shown?.error) status = shown.error;
  else if (shown && shown.customers.length === 0) status = mayBrowse ? `No customer matches “${query}”. Add them as a new customer.` : `No customer has the phone number or email “${query}”. Check it is whole, or add them as a new customer.`;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Find a customer
      </label>
      <SearchInput
        id={id}
        busy={searching}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        maxLength={100}
        placeholder={mayBrowse ? undefined : 'Whole phone number or email'}
        {...fieldAria(id, { hint: true, error })}
      />
      <p id={`${id}-hint`} aria-live="polite" className="text-xs text-muted-foreground">
        {status}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {shown && shown.customers.length > 0 ? (
        <ul aria-label="Customers found" className="flex max-h-64 flex-col divide-y divide-border overflow-y-auto rounded-lg border border-border">
          {shown.customers.map((customer) => (
            <li key={customer.id}>
              <button
                type="button"
                onClick={() => onChoose(customer)}
                className="flex min-h-12 w-full flex-col items-start px-3 py-2 text-left hover:bg-sand focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                <span className="font-medium">{customer.name}</span>
                <span className="text-xs text-muted-foreground">{customerContact(customer)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
