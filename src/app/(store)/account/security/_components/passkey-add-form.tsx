'use client';
import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/store/toast';
import { StoreButton } from '@/components/store/store-button';
import { addPasskey, PASSKEY_CANCELLED } from '@/components/store/passkey/passkey-ceremony';
import { REAUTHENTICATION_REQUIRED_CODE } from '@/lib/account-security';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { PASSKEY_NAME_MAX_LENGTH } from '@/lib/passkey-name';
import { refusalMessage } from './refusal-message';

const DEVICES: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'Chromebook'],
  [/Mac OS X/, 'Mac'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

/** A first name to change or keep: the kind of device the passkey is probably made on. */
function suggestedName() {
  const device = DEVICES.find(([pattern]) => pattern.test(navigator.userAgent))?.[1];
  return device ? `Passkey on ${device}` : 'My passkey';
}

/** Names the new passkey, then hands over to the browser's own passkey prompt. */
export function PasskeyAddForm({ onDone, onConfirmationExpired }: { onDone: () => void; onConfirmationExpired: () => void }) {
  const router = useRouter();
  const inputId = useId();
  const [name, setName] = useState(suggestedName);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (!trimmed) return setError('Give the passkey a name.');
    setError(undefined);
    setBusy(true);
    const outcome = await addPasskey(trimmed);
    setBusy(false);
    if (outcome.ok) {
      toast.success('Passkey added', { description: 'Next time, sign in with it instead of your password.' });
      onDone();
      router.refresh();
    } else if (outcome.code === REAUTHENTICATION_REQUIRED_CODE) {
      // More than a few minutes since the confirmation: ask for it again.
      toast.error(outcome.message);
      onConfirmationExpired();
    } else if (outcome.code !== PASSKEY_CANCELLED) {
      const message = refusalMessage({ ok: false, code: outcome.code, error: outcome.message }, router);
      if (message) setError(message);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-sm flex-col gap-5" aria-busy={busy}>
      <FormField label="Passkey name" inputId={inputId} hint="So you can tell your passkeys apart." error={error}>
        <Input
          id={inputId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          required
          autoFocus
          autoComplete="off"
          {...fieldAria(inputId, { hint: true, error })}
        />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <StoreButton type="submit" disabled={busy}>
          {busy ? <Spinner /> : null}
          Continue
        </StoreButton>
        <StoreButton type="button" variant="ghost" onClick={onDone} disabled={busy}>
          Cancel
        </StoreButton>
      </div>
    </form>
  );
}
