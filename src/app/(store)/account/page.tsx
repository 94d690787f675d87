import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/store/page-placeholder';
import { requireUserPage } from '@/server/auth/session';

export const metadata: Metadata = { title: 'My Account' };

export default async function AccountPage() {
  const user = await requireUserPage('/account');
  return (
    <PagePlaceholder
      eyebrow={`Welcome, ${user.name || user.email}`}
      title="My Account"
      text="Your profile, orders and security settings will appear here soon."
    />
  );
}
