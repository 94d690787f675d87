'use client';
import { adminFields } from '@/components/admin/form/fields';
import { MESSAGING_LIMITS, MESSAGING_SECRETS, type MessagingSecret, type MessagingSettingsInput } from '@/lib/schemas/messaging-settings';
import { SecretState } from '../../einvoicing/_components/secret-state';

const Field = adminFields<MessagingSettingsInput>();

/** A write-only value: whether one is saved, and a box to type a new one in (sealed on the server, never shown again). */
export function SecretField({ name, label, saved, hint }: { name: MessagingSecret; label: string; saved: boolean; hint?: string }) {
  return (
    <Field.Text
      name={name}
      label={label}
      type="password"
      spellCheck={false}
      autoComplete="new-password"
      maxLength={MESSAGING_LIMITS.secret}
      placeholder={saved ? 'Type a new one to replace it' : `Paste the ${MESSAGING_SECRETS[name].replace(/^(WhatsApp|Termii) /, '')}`}
      hint={
        <>
          <SecretState set={saved} />. {saved ? 'Left empty, the saved one stays; it is never shown again.' : 'Stored sealed; never shown again.'}
          {hint ? ` ${hint}` : null}
        </>
      }
    />
  );
}
