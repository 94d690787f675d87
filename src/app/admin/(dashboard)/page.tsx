import { AdminPageHeader } from '@/components/admin/page-header';
import { LowStockList } from '@/app/admin/(dashboard)/_components/low-stock-list';
import { OrdersWaiting } from '@/app/admin/(dashboard)/_components/orders-waiting';
import { NeedsAttentionCard } from '@/app/admin/(dashboard)/_components/needs-attention-card';
import { QuickActions } from '@/app/admin/(dashboard)/_components/quick-actions';
import { RecoveredCartsCard } from '@/app/admin/(dashboard)/_components/recovered-carts-card';
import { SalesByChannelCard } from '@/app/admin/(dashboard)/_components/sales-by-channel-card';
import { RecentList } from '@/app/admin/(dashboard)/_components/recent-list';
import { SalesChart } from '@/app/admin/(dashboard)/_components/sales-chart';
import { StatCards } from '@/app/admin/(dashboard)/_components/stat-cards';
import { EInvoicesLateCard } from '@/app/admin/(dashboard)/_components/einvoices-late-card';
import { MessagingAlertCard } from '@/app/admin/(dashboard)/_components/messaging-alert-card';
import { messagingAlert } from '@/server/messaging/token-alert';
import { countLateEInvoices } from '@/server/einvoicing/admin-einvoice-reads';
import { readDashboard } from '@/server/dashboard/admin-dashboard-reads';
import { requirePermissionPage } from '@/server/auth/permissions';
import { requireStaffPage } from '@/server/auth/session';
import { redirect } from 'next/navigation';
import { roleCan, type Permission } from '@/lib/staff-roles';
import { firstScreenFor } from '@/components/admin/shell/nav-items';

export const metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  // The layout's guard runs alongside this page, not before it: redirect here too rather
  // than let a query's AccessDeniedError reach the error screen.
  const staff = await requireStaffPage();
  // A role without the dashboard (fulfilment, content) starts on its own first screen.
  if (!roleCan(staff.role, 'dashboard.read')) redirect(firstScreenFor(staff.role));
  const admin = await requirePermissionPage('dashboard.read');
  const can = (permission: Permission) => roleCan(admin.role, permission);
  // E-invoices near their 24-hour reporting line, for the roles that see e-invoices (the dashboard's
  // other reads do not wait on it).
  // WhatsApp's refused access token, for the owners who can enter a new one.
  const [{ counts, sales, pending, attention, lowStock, posts, portfolio }, lateEInvoices, messagingProblem] = await Promise.all([
    readDashboard(),
    can('einvoices.read') ? countLateEInvoices() : Promise.resolve(0),
    can('settings.messaging') ? messagingAlert() : Promise.resolve(null),
  ]);
  const firstName = admin.name.trim().split(/\s+/)[0];

  return (
    <div className="flex flex-col gap-6 lg:gap-8">
      <AdminPageHeader
        title="Dashboard"
        description={firstName ? `Welcome back, ${firstName}. Here is the shop at a glance.` : 'Here is the shop at a glance.'}
      />
      <EInvoicesLateCard count={lateEInvoices} />
      <MessagingAlertCard alert={messagingProblem} />
      <StatCards counts={counts} role={admin.role} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <SalesChart days={sales} />
        <div className="flex flex-col gap-6">
          <OrdersWaiting pending={pending} />
          <SalesByChannelCard />
          <RecoveredCartsCard />
          <NeedsAttentionCard counts={attention} />
          <QuickActions role={admin.role} />
        </div>
      </div>
      {/* Lists of screens the role may not open (an accountant's: no products, blog or portfolio) are left out. */}
      {can('products.read') || can('blog.manage') || can('portfolio.manage') ? (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          {can('products.read') ? <LowStockList lowStock={lowStock} /> : null}
          {can('blog.manage') ? (
            <RecentList title="Recent blog posts" titleId="dashboard-recent-posts" entries={posts} href="/admin/blog-posts" empty="No blog posts yet." />
          ) : null}
          {can('portfolio.manage') ? (
            <RecentList
              title="Recent portfolio"
              titleId="dashboard-recent-portfolio"
              entries={portfolio}
              href="/admin/portfolio"
              empty="No portfolio items yet."
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
