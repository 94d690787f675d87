import Link from 'next/link';
import { requireAdminPage } from '@/server/auth/session';

export const metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  const admin = await requireAdminPage();
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="font-display text-3xl">Dashboard</h1>
      <p className="mt-3 text-stone-600">
        Signed in as {admin.email}. The back office screens (catalogue, orders, customers, content and settings) arrive
        here next.
      </p>
      <Link href="/" className="mt-6 inline-block underline underline-offset-4" target="_blank">
        View Store
      </Link>
    </main>
  );
}
