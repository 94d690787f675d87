import type { Metadata } from 'next';
import { listAdminPortfolio } from '@/server/content/admin-portfolio-reads';
import { PortfolioScreen } from '@/app/admin/portfolio/_components/portfolio-screen';
import { requirePermissionPage } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Portfolio' };

// A failed read shows this segment's error.tsx.
export default async function AdminPortfolioPage() {
  await requirePermissionPage('portfolio.manage');
  return <PortfolioScreen items={await listAdminPortfolio()} />;
}
