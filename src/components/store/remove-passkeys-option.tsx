'use client';
import { useId } from 'react';

/**
 * "Also remove my passkeys", on the password reset form and "Sign out of all devices": someone who
 * got into the account may have added a passkey of their own, which neither a new password nor
 * signing out would stop.
 */
export function RemovePasskeysOption({ checked, onChange, disabled }: { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-accent"
        aria-describedby={`${id}-hint`}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          Also remove my passkeys
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          If someone else got into your account, they may have added a passkey of their own. You can add yours again afterwards.
        </p>
      </div>
    </div>
  );
}
