'use client';
import { useEffect, useState } from 'react';
import { StoreButton } from '@/components/store/store-button';
import { StoreField, StoreInput } from '@/components/store/store-field';
import { fieldAria } from '@/components/ui/field-messages';
import { Spinner } from '@/components/ui/spinner';
import { useSessionSummary } from '@/lib/session-summary';
import { askWhenBackAction } from '@/server/saved/actions/store/ask-when-back';
import { stopWatchingPieceAction } from '@/server/saved/actions/store/stop-watching-piece';
import { watchPieceAction } from '@/server/saved/actions/store/watch-piece';
import { watchingPieceAction } from '@/server/saved/actions/store/watching-piece';
import { useAction } from '@/components/use-action';

// "Tell me when it's back" on a sold-out piece's page (docs/product.md, "Back in stock"), loaded
// once the page is live (save-heart.tsx's StockAlert). A signed-in shopper waits with their account's
// confirmed address at once; a visitor (or an account not yet confirmed) confirms it from the link we mail.

type State =
  | { step: 'idle' }
  | { step: 'asking' } // a visitor typing their address
  | { step: 'watching'; email: string } // signed in, waiting
  | { step: 'mailed'; email: string }; // a visitor's confirmation link sent

export default function StockAlertPanel({ productId, name, variantId = null }: { productId: string; name: string; variantId?: string | null }) {
  const piece = { productId, variantId };
  const session = useSessionSummary();
  const signedIn = !session.isPending && session.data !== null;
  const [state, setState] = useState<State>({ step: 'idle' });
  const [error, setError] = useState<string>();
  const { run: check } = useAction();
  const { run: send, pending } = useAction();

  // A signed-in shopper who asked before sees it on coming back.
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    void check(watchingPieceAction, { productId, variantId }).then((result) => {
      if (current && result.ok && result.data.watching) setState({ step: 'watching', email: result.data.email });
    });
    return () => {
      current = false;
    };
  }, [signedIn, productId, variantId, check]);

  async function run<Input, T>(action: (input: Input) => Promise<{ ok: true; data: T } | { ok: false; error: string }>, input: Input, then: (data: T) => void) {
    setError(undefined);
    const result = await send(action, input);
    if (result.ok) then(result.data);
    else setError(result.error);
  }

  function ask() {
    if (!signedIn) return setState({ step: 'asking' });
    // An account whose address is not confirmed yet is mailed a link to confirm, as a visitor is.
    void run(watchPieceAction, piece, ({ watching, email }) => setState({ step: watching ? 'watching' : 'mailed', email }));
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    void run(askWhenBackAction, { ...piece, email }, (data) => setState({ step: 'mailed', email: data.email }));
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
          onClick={() => void run(stopWatchingPieceAction, piece, () => setState({ step: 'idle' }))}
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
