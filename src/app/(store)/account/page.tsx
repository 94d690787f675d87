import type { Metadata } from 'next';
import { OrderHistory } from '@/app/(store)/account/_components/order-history';
import { ProfileForm } from '@/app/(store)/account/_components/profile-form';
import { MarketingMailSwitch } from '@/app/(store)/account/_components/marketing-mail-switch';
import { MessagingConsents } from '@/app/(store)/account/_components/messaging-consents';
import { accountConsents } from '@/server/account/messaging-consent-reads';
import { marketingOptOutOf } from '@/server/marketing/unsubscribe';
import { requireUserPage } from '@/server/auth/session';
import { ACCOUNT_ORDERS_LIMIT, getProfile, listOrdersForUser } from '@/server/account/account-reads';
import { payableOnline, paystackOffered } from '@/server/payments/order-payment';

export const metadata: Metadata = { title: 'My Account', robots: { index: false, follow: false } };

export default async function AccountPage() {
  const user = await requireUserPage('/account');
  // One more than is shown, to know whether older orders were left out.
  const [profile, latest, paystack, optedOut, consents] = await Promise.all([
    getProfile(user.id),
    listOrdersForUser(user.id, ACCOUNT_ORDERS_LIMIT + 1),
    paystackOffered(),
    marketingOptOutOf(user.id),
    accountConsents(user.id),
  ]);
  if (!profile) throw new Error('The signed-in user has no row');
  const orders = latest.slice(0, ACCOUNT_ORDERS_LIMIT);
  const payable = new Set(orders.filter((order) => payableOnline(order, paystack)).map((order) => order.id));

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start lg:gap-12">
      <section aria-labelledby="profile-heading" className="rounded-xl border border-border bg-card p-5 shadow-soft sm:p-7">
        <h2 id="profile-heading" className="text-2xl font-medium">
          Profile
        </h2>
        <p className="mt-1 mb-6 text-sm text-muted-foreground">Your details, used to fill in checkout.</p>
        <ProfileForm profile={profile} />
        <div className="mt-6 border-t border-border pt-5">
          <MarketingMailSwitch wanted={!optedOut} />
        </div>
        <section aria-labelledby="messaging-heading" className="mt-6 border-t border-border pt-5">
          <h3 id="messaging-heading" className="mb-2 text-lg font-medium">
            WhatsApp and SMS
          </h3>
          <MessagingConsents phones={consents} />
        </section>
      </section>
      <section aria-labelledby="orders-heading">
        <div className="mb-5 flex items-baseline justify-between gap-4">
          <h2 id="orders-heading" className="text-2xl font-medium">
            Order history
          </h2>
          {orders.length > 0 && latest.length <= ACCOUNT_ORDERS_LIMIT ? (
            <p className="text-sm text-muted-foreground">
              {orders.length} {orders.length === 1 ? 'order' : 'orders'}
            </p>
          ) : null}
        </div>
        <OrderHistory orders={orders} payable={payable} limited={latest.length > ACCOUNT_ORDERS_LIMIT} />
      </section>
    </div>
  );
}
