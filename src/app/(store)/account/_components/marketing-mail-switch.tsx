'use client';
import { setMarketingMailAction } from '@/server/account/actions/store/set-marketing-mail';
import { useAction } from '@/components/use-action';
import { AccountSwitch } from './account-switch';

/**
 * "Email me reminders and review requests": the shop's marketing mails (review requests, reminders of
 * a checkout left unfinished) follow it; order and account mails are always sent.
 */
export function MarketingMailSwitch({ wanted }: { wanted: boolean }) {
  const { run } = useAction();
  return (
    <AccountSwitch
      label="Email me reminders and review requests"
      hint="Mails about your orders and your account always come."
      initial={wanted}
      save={(next) => run(setMarketingMailAction, { wanted: next }, { failed: 'Your choice could not be saved. Please try again.' })}
      saved={(next) => (next ? 'We will email you reminders and review requests.' : 'We will not email you reminders or review requests.')}
    />
  );
}
