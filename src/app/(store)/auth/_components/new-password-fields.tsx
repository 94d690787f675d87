import { StoreField, StoreInput } from '@/components/store/store-field';
import { fieldAria } from '@/components/ui/field-messages';

type Props = {
  /** The inputs' ids, for the form to move focus to the first error. */
  ids: { password: string; confirm: string };
  /** "Password" on a new account, "New password" on a reset. */
  label: string;
  hint: string;
  minLength: number;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: { password?: string; confirm?: string };
};

/** A new password and its confirmation, as the invitation and the reset link ask for them. */
export function NewPasswordFields({ ids, label, hint, minLength, password, confirm, onPassword, onConfirm, errors }: Props) {
  return (
    <>
      <StoreField inputId={ids.password} label={label} hint={hint} error={errors.password}>
        <StoreInput
          id={ids.password}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={minLength}
          value={password}
          onChange={(event) => onPassword(event.target.value)}
          {...fieldAria(ids.password, { hint: true, error: errors.password })}
        />
      </StoreField>
      <StoreField inputId={ids.confirm} label={`Confirm ${label.toLowerCase()}`} error={errors.confirm}>
        <StoreInput
          id={ids.confirm}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => onConfirm(event.target.value)}
          {...fieldAria(ids.confirm, { error: errors.confirm })}
        />
      </StoreField>
    </>
  );
}
