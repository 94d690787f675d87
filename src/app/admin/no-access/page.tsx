import Link from 'next/link';
import { ShieldAlert } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { requireStaffPage } from '@/server/auth/session';
import { navForRole } from '@/components/admin/shell/nav-items';
import { PERMISSIONS, STAFF_ROLE_LABELS, type Permission } from '@/lib/staff-roles';

export const metadata = { title: 'No access' };

// Where a screen the signed-in role may not open sends it (src/server/auth/permissions.ts). The
// refused attempt is already in the activity log; this page says why and where the role can go.
export default async function NoAccessPage({ searchParams }: { searchParams: Promise<{ need?: string }> }) {
  const staff = await requireStaffPage();
  const { need } = await searchParams;
  const wanted = need && need in PERMISSIONS ? PERMISSIONS[need as Permission] : null;
  const screens = navForRole(staff.role).flatMap((group) => group.items);
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="No access" description="This screen is not part of your role." />
      <section className="rounded-xl border border-border bg-card p-6" aria-labelledby="no-access-heading">
        <div className="flex items-start gap-3">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <div className="flex flex-col gap-2">
            <h2 id="no-access-heading" className="font-semibold">
              Your role ({STAFF_ROLE_LABELS[staff.role]}) does not allow this.
            </h2>
            <p className="text-sm text-muted-foreground">
              {wanted ? `It needs the permission to “${wanted.toLowerCase()}”. ` : null}
              Ask the shop’s owner if you need it.
            </p>
          </div>
        </div>
        {screens.length > 0 ? (
          <>
            <h3 className="mt-6 text-sm font-semibold">Your screens</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {screens.map((screen) => (
                <li key={screen.href}>
                  <Link href={screen.href} className="inline-flex min-h-11 items-center rounded-lg border border-border px-4 text-sm font-medium hover:bg-sand/60">
                    {screen.label}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  );
}
