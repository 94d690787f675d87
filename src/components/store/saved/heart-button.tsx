'use client';
import { useEffect } from 'react';
import { HeartIcon } from '@/components/ui/icons/heart';
import { useSessionSummary } from '@/lib/session-summary';
import { followAccount, toggleSaved, useSavedIds } from '@/lib/saved/saved-store';

// The heart itself, loaded once the page is live (save-heart.tsx). It answers at once: the saved
// state changes in the browser before the server is asked (src/lib/saved/saved-store.ts).

const LOOKS = {
  // Over the card's picture, top right (the Sale and Sold-out badges are top left).
  card: 'absolute top-2 right-2 z-10 size-11 justify-center rounded-full bg-background/90 shadow-soft',
  // Beside the product page's name.
  page: 'min-h-11 gap-2 rounded-full border border-border px-4 text-sm font-semibold',
};

export default function HeartButton({ id, name, look }: { id: string; name: string; look: keyof typeof LOOKS }) {
  const saved = useSavedIds().has(id);
  const session = useSessionSummary();
  const email = session.isPending ? undefined : (session.data?.user.email ?? null);
  useEffect(() => {
    if (email !== undefined) void followAccount(email);
  }, [email]);
  const word = saved ? 'Saved' : 'Save';
  return (
    <button
      type="button"
      aria-pressed={saved}
      onClick={() => void toggleSaved(id, name)}
      className={`inline-flex items-center text-foreground transition-colors hover:text-accent focus-visible:outline-offset-2 aria-pressed:text-accent [&[aria-pressed=true]_svg]:fill-current ${LOOKS[look]}`}
    >
      <HeartIcon className="size-5" />
      <span className={look === 'card' ? 'sr-only' : undefined}>{word}</span>
      <span className="sr-only"> {name}</span>
    </button>
  );
}
