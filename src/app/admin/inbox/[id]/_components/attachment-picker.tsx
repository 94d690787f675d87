'use client';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Check } from 'lucide-react';
import { settle } from '@/components/settle-action';
import { useDebounced } from '@/components/use-debounced';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { findReplyAttachmentsAction, type ReplyLookupOption } from '@/server/inbox/replies/actions/reply-lookups';
import { draftOptionText } from '@/lib/inbox/draft-option';
import type { BesideDraft } from '@/server/inbox/reads/customer-drafts';

// What a reply carries, found as staff type (docs/decisions/0081-one-inbox.md): a piece on sale, a
// discount code, a quote or an open draft order (the customer's own offered before any search). The
// choice is the reply form's id field; the server writes the words.

type Kind = 'piece' | 'discount' | 'quote' | 'draft';

const SEARCH_PAUSE_MS = 250;

const FIELDS = { piece: 'productId', discount: 'discountCodeId', quote: 'quoteId', draft: 'draftId' } as const;
const LABELS = {
  piece: 'Find a piece',
  discount: 'Find a discount code',
  quote: 'Find a quote by number, name or email',
  draft: 'Find an open draft order by name, email or phone number',
} as const;

export function AttachmentPicker({ kind, conversationId, drafts }: { kind: Kind; conversationId: string; drafts: BesideDraft[] }) {
  const id = useId();
  const field = FIELDS[kind];
  const { setValue, formState } = useFormContext();
  const chosen = useWatch({ name: field }) as string;
  const [q, setQ] = useState('');
  const [found, setFound] = useState<ReplyLookupOption[]>([]);
  const [picked, setPicked] = useState<ReplyLookupOption | null>(null);
  const error = formState.errors[field]?.message;
  // Before a search, a draft reply offers the customer's own open drafts.
  const shown = kind === 'draft' && !q.trim() ? drafts.map((draft) => ({ id: draft.id, label: draftOptionText(draft) })) : found;

  useDebounced(q.trim() ? `${kind}:${q.trim()}` : null, SEARCH_PAUSE_MS, async (_key, stale) => {
    const answer = await settle(findReplyAttachmentsAction, { kind, q: q.trim(), conversationId }, 'Could not search.');
    if (!stale.aborted) setFound(answer.ok ? answer.data : []);
  });

  return (
    <div className="flex flex-col gap-1.5" data-field={field}>
      <label htmlFor={`${id}-q`} className="text-xs font-medium text-muted-foreground">
        {LABELS[kind]}
      </label>
      <Input id={`${id}-q`} type="search" value={q} autoComplete="off" onChange={(event) => setQ(event.target.value)} aria-describedby={error ? `${id}-error` : undefined} />
      {shown.length > 0 ? (
        <ul className="flex flex-col rounded-lg border border-border" aria-label={shown === found ? 'Found' : 'Their open drafts'}>
          {shown.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                className={cn('flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-sand/60', chosen === option.id && 'font-semibold')}
                aria-pressed={chosen === option.id}
                onClick={() => {
                  setPicked(option);
                  setValue(field, option.id, { shouldValidate: Boolean(error) });
                }}
              >
                {chosen === option.id ? <Check aria-hidden="true" className="size-4" /> : null}
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {picked && chosen === picked.id ? <p className="text-sm">Sending: {picked.label}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {String(error)}
        </p>
      ) : null}
    </div>
  );
}
