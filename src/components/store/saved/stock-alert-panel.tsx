'use client';
import { useEffect, useState } from 'react';
import { StoreButton } from '@/components/store/store-button';
import { StoreForm, StoreTextField } from '@/components/store/form/store-form';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { Spinner } from '@/components/ui/spinner';
import { EMAIL_PATTERN } from '@/lib/auth-fields';
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

type Values = { email: string };

/** The words of the address check askWhenBackAction runs; the product page ships no schema library. */
function checkEmail({ email }: Values) {
  return { email: EMAIL_PATTERN.test(email.trim()) ? undefined : 'Enter a valid email address' };
}

export default function StockAlertPanel({ productId, name, variantId = null }: { productId: string; name: string; variantId?: string | null }) {
  const piece = { productId, variantId };
  const session = useSessionSummary();
  const signedIn = !session.isPending && session.data !== null;
  const [state, setState] = useState<State>({ step: 'idle' });
  const [error, setError] = useState<string>();
  const { run: check } = useAction();
  const { run: send, pending } = useAction();
  const form = useStoreForm<Values>({ email: '' }, checkEmail);

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

  async function submit({ email }: Values) {
    setError(undefined);
    const result = await send(askWhenBackAction, { ...piece, email });
    if (result.ok) setState({ step: 'mailed', email: result.data.email });
    else if (!form.refuse(result)) form.setErrors({ email: result.error });
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
      <StoreForm form={form} onSubmit={submit} className="flex flex-col gap-3 rounded-lg border border-border p-4">
        <StoreTextField
          form={form}
          name="email"
          label="Your email address"
          hint="We'll send a link to confirm it, then one mail when it's back."
          type="email"
          autoComplete="email"
          required
          ref={(input) => input?.focus()}
        />
        <StoreButton type="submit" className="self-start" disabled={pending}>
          {pending ? <Spinner /> : null}
          Email me when it&apos;s back
        </StoreButton>
      </StoreForm>
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
