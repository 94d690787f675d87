'use client';
import { setMessagingConsentAction } from '@/server/account/actions/store/set-messaging-consent';
import type { AccountPhoneConsents } from '@/server/account/messaging-consent-reads';
import { useAction } from '@/components/use-action';
import { MARKETING_CONSENT_WORDS, ORDER_UPDATES_CONSENT_WORDS } from '@/lib/messaging/consent-words';
import type { MessagePurpose } from '@/lib/messaging/message-events';
import { displayPhone } from '@/lib/nigeria';
import { AccountSwitch } from './account-switch';

const FAILED = 'Your choice could not be saved. Please try again.';

/**
 * Messages on WhatsApp or SMS: for each of the account's mobile numbers, the two consents, each switch
 * labelled with the exact words its choice records (src/lib/messaging/consent-words.ts).
 */
export function MessagingConsents({ phones }: { phones: AccountPhoneConsents[] }) {
  const { run } = useAction();
  if (phones.length === 0) {
    return <p className="text-sm text-muted-foreground">Add your mobile number to your profile to get order updates on WhatsApp or SMS.</p>;
  }
  const save = (phone: string, purpose: MessagePurpose) => (granted: boolean) => run(setMessagingConsentAction, { phone, purpose, granted }, { failed: FAILED });
  return (
    <div className="flex flex-col gap-4">
      {phones.map(({ phone, orderUpdates, marketing }) => (
        <div key={phone} role="group" aria-label={`Messages to ${displayPhone(phone)}`} className="flex flex-col gap-1">
          {phones.length > 1 ? <p className="text-sm font-semibold">{displayPhone(phone)}</p> : null}
          <AccountSwitch
            label={ORDER_UPDATES_CONSENT_WORDS}
            hint={phones.length > 1 ? undefined : `To ${displayPhone(phone)}. Emails about your orders always come.`}
            initial={orderUpdates}
            save={save(phone, 'order_updates')}
            saved={(on) => (on ? 'We will send your order updates on WhatsApp or SMS.' : 'We will not send order updates on WhatsApp or SMS.')}
          />
          <AccountSwitch
            label={MARKETING_CONSENT_WORDS}
            initial={marketing}
            save={save(phone, 'marketing')}
            saved={(on) => (on ? 'We will tell you on WhatsApp.' : 'We will not send these on WhatsApp.')}
          />
        </div>
      ))}
    </div>
  );
}
