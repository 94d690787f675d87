import type { Metadata } from 'next';
import { Toaster } from 'sonner';
import { TOASTER_OPTIONS } from '@/components/toast/toaster-options';
import { requireStaffPage } from '@/server/auth/session';
import { TwoFactorPrompt } from '@/components/admin/two-factor-prompt';
import { AdminShell } from '@/components/admin/shell/admin-shell';
import { StaffRoleProvider } from '@/components/admin/staff-role-context';
import './admin.css';

export const metadata: Metadata = { title: { default: 'Admin', template: '%s · Admin' }, robots: { index: false } };

// The guard only redirects (signed out: /auth; signed in without a staff role: /auth?denied=admin);
// every admin page, query and action checks its own permission (src/server/auth/permissions.ts).
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const user = await requireStaffPage();
  return (
    <StaffRoleProvider role={user.role}>
      <AdminShell admin={{ name: user.name, email: user.email, role: user.role }} notice={<TwoFactorPrompt user={user} />}>
        {children}
      </AdminShell>
      <Toaster {...TOASTER_OPTIONS} />
    </StaffRoleProvider>
  );
}
