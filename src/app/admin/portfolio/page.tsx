import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';
import { listAdminPortfolio } from '@/server/content/admin-portfolio';
import { PortfolioScreen } from '@/components/admin/portfolio/portfolio-screen';

export const metadata: Metadata = { title: 'Portfolio' };

// A failed read shows this segment's error.tsx.
export default async function AdminPortfolioPage() {
  await requireAdminPage();
  return <PortfolioScreen items={await listAdminPortfolio()} />;
}
