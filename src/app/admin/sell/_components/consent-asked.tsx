'use client';
import { useId } from 'react';
import { ASKED_BY_STAFF } from '@/lib/messaging/consent-words';

/**
 * The box a staff member ticks when the customer, asked in these exact words, agrees to order updates on
 * WhatsApp or SMS. Never ticked until they do; the consent is recorded with the staff member's name
 * (src/server/messaging/consent.ts).
 */
export function ConsentAsked({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-border p-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-primary"
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {ASKED_BY_STAFF.label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {ASKED_BY_STAFF.hint}
        </p>
      </div>
    </div>
  );
}
