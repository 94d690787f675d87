import { AdminSidebar, type AdminIdentity } from './admin-sidebar';
import { InboxPulseProvider } from '@/components/admin/inbox/inbox-pulse';
import { AdminTopBar } from './admin-top-bar';
import { SellCameraEdge } from './sell-camera-edge';

/**
 * The back office frame: a fixed sidebar on desktop, a top bar with a menu sheet on
 * phones, and the screen itself on a light sand ground. `notice` sits above the screen.
 */
export function AdminShell({ admin, notice, children }: { admin: AdminIdentity; notice?: React.ReactNode; children: React.ReactNode }) {
  return (
    <InboxPulseProvider>
      <div className="min-h-dvh bg-sand/60 text-foreground">
        <SellCameraEdge />
        <a
          href="#admin-main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <div className="fixed inset-y-0 left-0 z-20 hidden w-64 overflow-y-auto border-r border-border bg-card lg:block">
          <AdminSidebar admin={admin} />
        </div>
        <div className="flex min-h-dvh flex-col lg:pl-64">
          <AdminTopBar admin={admin} />
          {notice}
          <main id="admin-main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-10">
            <div className="mx-auto w-full max-w-6xl">{children}</div>
          </main>
        </div>
      </div>
    </InboxPulseProvider>
  );
}
