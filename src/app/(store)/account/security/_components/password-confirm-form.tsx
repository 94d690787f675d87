'use client';
import { StoreForm, StoreTextField } from '@/components/store/form/store-form';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { zodCheck } from '@/components/store/form/zod-check';
import { StoreButton } from '@/components/store/store-button';
import { Spinner } from '@/components/ui/spinner';
import { reauthenticateSchema } from '@/lib/account-security';

type Values = { password: string; code: string };

/** What `onConfirm` answers: nothing when the step succeeded, else the message and the field it is about (the password's by default). */
export type ConfirmRefusal = string | { field: 'password' | 'code'; message: string } | null | undefined;

const checkConfirm = zodCheck(reauthenticateSchema);

/**
 * Asks for the account password before a change to how the account signs in; with `askCode`,
 * the authenticator app's code too (confirming it is you before adding a passkey).
 * `alternative` is shown under the buttons (another way to confirm).
 */
export function PasswordConfirmForm({
  intro,
  submitLabel,
  destructive = false,
  askCode = false,
  alternative,
  onConfirm,
  onCancel,
}: {
  intro: string;
  submitLabel: string;
  destructive?: boolean;
  askCode?: boolean;
  alternative?: React.ReactNode;
  onConfirm: (password: string, code: string) => Promise<ConfirmRefusal>;
  onCancel: () => void;
}) {
  const form = useStoreForm<Values>({ password: '', code: '' }, checkConfirm);

  async function onSubmit(values: Values) {
    // The code as the server reads it: the spaces an app shows between its digits taken out.
    const { password, code } = reauthenticateSchema.parse(values);
    const refusal = await onConfirm(password, code);
    if (!refusal) return;
    const { field, message } = typeof refusal === 'string' ? { field: 'password' as const, message: refusal } : refusal;
    form.refuse({ fieldErrors: { [field]: [message] } });
  }

  return (
    <StoreForm form={form} onSubmit={onSubmit} className="flex max-w-sm flex-col gap-5">
      <p className="text-sm">{intro}</p>
      <StoreTextField form={form} name="password" label="Password" type="password" autoComplete="current-password" required autoFocus />
      {askCode ? (
        <StoreTextField form={form} name="code" label="Code from your authenticator app" inputMode="numeric" autoComplete="one-time-code" required />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <StoreButton type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={!form.hydrated || form.submitting}>
          {form.submitting ? <Spinner /> : null}
          {submitLabel}
        </StoreButton>
        <StoreButton type="button" variant="ghost" onClick={onCancel} disabled={form.submitting}>
          Cancel
        </StoreButton>
      </div>
      {alternative}
    </StoreForm>
  );
}
