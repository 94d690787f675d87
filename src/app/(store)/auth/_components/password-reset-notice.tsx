import { CircleCheckIcon } from '@/components/ui/icons/circle-check';

/** Above the sign-in form after a reset link set a new password (/auth?reset=done). */
export function PasswordResetNotice() {
  return (
    <div
      role="status"
      className="flex w-full max-w-md items-start gap-3 rounded-xl border border-success/30 bg-success/10 px-4 py-3 text-sm font-medium text-foreground"
    >
      <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-success" />
      <p>Your password has been changed and every device was signed out. Sign in with your new password.</p>
    </div>
  );
}
