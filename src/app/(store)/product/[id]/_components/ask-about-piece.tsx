'use client';
import { lazy, Suspense, useState } from 'react';

// "Ask about this piece" (docs/decisions/0081-one-inbox.md): a question that lands in the shop's inbox, the
// piece named. The product page is at its first-load script budget (docs/benchmarks.md), so only this button
// ships with it; the form's code loads when the pointer or focus reaches the button, or on the first press.

const loadForm = () => import('./ask-about-piece-form');
const AskAboutPieceForm = lazy(loadForm);

export function AskAboutPiece({ productId, name }: { productId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const preload = () => void loadForm();
  return (
    <div className="flex flex-col gap-4">
      <button
        type="button"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen((current) => !current)}
        data-replay
        className="inline-flex min-h-11 items-center self-start text-sm font-semibold underline decoration-brass underline-offset-4 hover:decoration-foreground"
      >
        Ask about this piece
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AskAboutPieceForm productId={productId} name={name} />
        </Suspense>
      ) : null}
    </div>
  );
}
