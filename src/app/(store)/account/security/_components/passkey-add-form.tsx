'use client';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/store/toast';
import { StoreButton } from '@/components/store/store-button';
import { addPasskey, PASSKEY_CANCELLED } from '@/components/store/passkey/passkey-ceremony';
import { REAUTHENTICATION_REQUIRED_CODE } from '@/lib/account-security';
import { StoreForm, StoreTextField } from '@/components/store/form/store-form';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { Spinner } from '@/components/ui/spinner';
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

type Values = { name: string };
const checkName = ({ name }: Values) => ({ name: name.trim() ? undefined : 'Give the passkey a name.' });

/** Names the new passkey, then hands over to the browser's own passkey prompt. */
export function PasskeyAddForm({ onDone, onConfirmationExpired }: { onDone: () => void; onConfirmationExpired: () => void }) {
  const router = useRouter();
  const form = useStoreForm<Values>({ name: suggestedName() }, checkName);

  async function onSubmit({ name }: Values) {
    const outcome = await addPasskey(name.trim());
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
      if (message) form.setErrors({ name: message });
    }
  }

  return (
    <StoreForm form={form} onSubmit={onSubmit} className="flex max-w-sm flex-col gap-5">
      <StoreTextField
        form={form}
        name="name"
        label="Passkey name"
        hint="So you can tell your passkeys apart."
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        required
        autoFocus
        autoComplete="off"
      />
      <div className="flex flex-wrap gap-3">
        <StoreButton type="submit" disabled={form.submitting}>
          {form.submitting ? <Spinner /> : null}
          Continue
        </StoreButton>
        <StoreButton type="button" variant="ghost" onClick={onDone} disabled={form.submitting}>
          Cancel
        </StoreButton>
      </div>
    </StoreForm>
  );
}
