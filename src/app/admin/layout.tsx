import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';

export const metadata: Metadata = { title: { default: 'Admin', template: '%s · Admin' }, robots: { index: false } };

// The guard only redirects; every admin page, query and action checks requireAdmin() itself.
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdminPage();
  return <div className="min-h-dvh bg-stone-50 text-stone-900">{children}</div>;
}
