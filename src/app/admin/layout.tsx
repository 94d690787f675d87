import type { Metadata } from 'next';
import { Toaster } from 'sonner';
import { TOASTER_OPTIONS } from '@/components/toast/toaster-options';
import { requireAdminPage } from '@/server/auth/session';
import { TwoFactorPrompt } from '@/components/admin/two-factor-prompt';
import { AdminShell } from '@/components/admin/shell/admin-shell';
import './admin.css';

export const metadata: Metadata = { title: { default: 'Admin', template: '%s · Admin' }, robots: { index: false } };

// The guard only redirects (signed out: /auth; signed in without the admin role:
// /auth?denied=admin); every admin page, query and action checks requireAdmin() itself.
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const user = await requireAdminPage();
  return (
    <>
      <AdminShell admin={{ name: user.name, email: user.email }} notice={<TwoFactorPrompt user={user} />}>
        {children}
      </AdminShell>
      <Toaster {...TOASTER_OPTIONS} />
    </>
  );
}
