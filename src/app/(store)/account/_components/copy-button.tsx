'use client';
import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { toast } from '@/components/store/toast';
import { StoreButton } from '@/components/store/store-button';

/**
 * Copies `text`; the label says "Copied" for a moment so the result is seen and heard.
 * `what` completes a short visible label for screen readers ("Copy" + " account number").
 */
export function CopyButton({ text, label, what }: { text: string; label: string; what?: string }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (a page served over plain HTTP, a denied permission): the text is on screen.
      toast.error('Could not copy. Select the text and copy it instead.');
    }
  }

  return (
    <StoreButton type="button" variant="subtle" size="sm" onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
      <span aria-live="polite">
        {copied ? 'Copied' : label}
        {what && !copied ? <span className="sr-only"> {what}</span> : null}
      </span>
    </StoreButton>
  );
}
