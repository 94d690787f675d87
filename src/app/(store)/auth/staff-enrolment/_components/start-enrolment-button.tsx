'use client';
import { ConfirmByButton } from '@/components/store/confirm-by-button';
import { STAFF_ENROLMENT_MINUTES } from '@/lib/staff-enrolment-link';
import { startStaffEnrolmentAction } from '@/server/staff/actions/store/start-staff-enrolment';

/** The set-up link's button: pressed (not opened), so a mail scanner following the link spends nothing. */
export function StartEnrolmentButton({ token }: { token: string }) {
  return (
    <ConfirmByButton
      label="Set up two-factor sign-in"
      action={startStaffEnrolmentAction}
      input={{ token }}
      confirmed={() => ({
        message: `Your link is confirmed. For the next ${STAFF_ENROLMENT_MINUTES} minutes, you can turn on an authenticator app or add a passkey on the Security page.`,
        next: { href: '/account/security#two-factor', label: 'Go to the Security page' },
      })}
    />
  );
}
