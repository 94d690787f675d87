'use client';
import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import { StoreForm, StoreTextField } from '@/components/store/form/store-form';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { zodCheck } from '@/components/store/form/zod-check';
import { StoreButton } from '@/components/store/store-button';
import { Spinner } from '@/components/ui/spinner';
import { changeEmailSchema } from '@/lib/schemas/account-recovery';
import { requestEmailChangeAction } from '@/server/account/actions/store/request-email-change';
import { useAction } from '@/components/use-action';

type Values = { newEmail: string; password: string };

const EMPTY: Values = { newEmail: '', password: '' };
const checkChange = zodCheck(changeEmailSchema);

/** "Change email": the new address and the current password; the change waits for the new address's link. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const form = useStoreForm(EMPTY, checkChange);
  const { run } = useAction();
  const [sent, setSent] = useState<string>();
  // A refusal about neither field (too many tries, a staff account).
  const [problem, setProblem] = useState<string>();

  async function onSubmit(values: Values) {
    setProblem(undefined);
    const result = await run(requestEmailChangeAction, values);
    if (result.ok) {
      setSent(result.data.message);
      form.reset();
      return;
    }
    // A wrong password or the same address names its field (`details.field`); its message goes there.
    if (!form.refuse(result)) setProblem(result.error);
  }

  return (
    <StoreForm form={form} onSubmit={onSubmit} className="flex max-w-sm flex-col gap-5">
      <p className="text-sm">
        Now: <span className="font-semibold break-all">{currentEmail}</span>
      </p>
      <StoreTextField form={form} name="newEmail" label="New email" type="email" autoComplete="email" inputMode="email" required />
      <StoreTextField form={form} name="password" label="Current password" type="password" autoComplete="current-password" required />
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      {sent ? (
        <p role="status" className="flex items-start gap-2 text-sm font-medium">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {sent}
        </p>
      ) : null}
      {/* Pressed before the page is live, held and sent once it is (docs/decisions/0026-every-first-tap-answers.md). */}
      <StoreButton type="submit" disabled={form.submitting} className="w-full sm:w-fit" data-replay>
        {form.submitting ? <Spinner /> : null}
        {form.submitting ? 'Sending…' : 'Change email'}
      </StoreButton>
    </StoreForm>
  );
}
