'use client';
import { useEffect, useState } from 'react';
import { StoreButton } from '@/components/store/store-button';
import { StoreField, StoreInput } from '@/components/store/store-field';
import { fieldAria } from '@/components/ui/field-messages';
import { Spinner } from '@/components/ui/spinner';
import { useSessionSummary } from '@/lib/session-summary';
import { askWhenBackAction, stopWatchingPieceAction, watchPieceAction, watchingPieceAction } from '@/server/saved/stock-alert-actions';

// "Tell me when it's back" on a sold-out piece's page (docs/product.md, "Back in stock"), loaded
// once the page is live (save-heart.tsx's StockAlert). A signed-in shopper waits with their account's
// address at once; a visitor gives an address and confirms it from the link we mail.

type State =
  | { step: 'idle' }
  | { step: 'asking' } // a visitor typing their address
  | { step: 'watching'; email: string } // signed in, waiting
  | { step: 'mailed'; email: string }; // a visitor's confirmation link sent

export default function StockAlertPanel({ productId, name }: { productId: string; name: string }) {
  const session = useSessionSummary();
  const signedIn = !session.isPending && session.data !== null;
  const [state, setState] = useState<State>({ step: 'idle' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  // A signed-in shopper who asked before sees it on coming back.
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    void watchingPieceAction({ productId }).then((result) => {
      if (current && result.ok && result.data.watching) setState({ step: 'watching', email: result.data.email });
    });
    return () => {
      current = false;
    };
  }, [signedIn, productId]);

  async function run<T>(call: () => Promise<{ ok: true; data: T } | { ok: false; error: string }>, then: (data: T) => void) {
    setPending(true);
    setError(undefined);
    const result = await call().catch(() => null);
    setPending(false);
    if (result?.ok) then(result.data);
    else setError(result?.error ?? 'Something went wrong. Please try again.');
  }

  function ask() {
    if (!signedIn) return setState({ step: 'asking' });
    void run(() => watchPieceAction({ productId }), ({ email }) => setState({ step: 'watching', email }));
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    void run(() => askWhenBackAction({ productId, email }), (data) => setState({ step: 'mailed', email: data.email }));
  }

  const alert = error ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      {error}
    </p>
  ) : null;

  if (state.step === 'watching') {
    return (
      <div className="flex flex-col gap-3 rounded-lg border border-border p-4">
        <p role="status" className="text-sm">
          <span className="font-semibold">We&apos;ll email you</span> at <span className="break-all">{state.email}</span> once when {name} is back.
        </p>
        {alert}
        <StoreButton
          variant="outline"
          className="self-start"
          disabled={pending}
          onClick={() => void run(() => stopWatchingPieceAction({ productId }), () => setState({ step: 'idle' }))}
        >
          {pending ? <Spinner /> : null}
          Cancel
        </StoreButton>
      </div>
    );
  }
  if (state.step === 'mailed') {
    return (
      <p role="status" className="rounded-lg border border-border p-4 text-sm">
        <span className="font-semibold">Check your inbox.</span> We sent a link to <span className="break-all">{state.email}</span>: confirm it and
        we&apos;ll email you once when {name} is back.
      </p>
    );
  }
  if (state.step === 'asking') {
    return (
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-lg border border-border p-4">
        <StoreField inputId="stock-alert-email" label="Your email address" hint="We'll send a link to confirm it, then one mail when it's back." error={error}>
          <StoreInput
            id="stock-alert-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            ref={(input) => input?.focus()}
            {...fieldAria('stock-alert-email', { hint: true, error })}
          />
        </StoreField>
        <StoreButton type="submit" className="self-start" disabled={pending}>
          {pending ? <Spinner /> : null}
          Email me when it&apos;s back
        </StoreButton>
      </form>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {alert}
      <StoreButton variant="outline" size="lg" className="self-start" disabled={pending || session.isPending} onClick={ask}>
        {pending ? <Spinner /> : null}
        Tell me when it&apos;s back
      </StoreButton>
    </div>
  );
}
