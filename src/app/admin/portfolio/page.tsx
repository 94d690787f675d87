import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';
import { listAdminPortfolio } from '@/server/content/admin-portfolio';
import { logger } from '@/server/logger';
import { PortfolioScreen } from '@/components/admin/portfolio/portfolio-screen';

export const metadata: Metadata = { title: 'Portfolio' };

export default async function AdminPortfolioPage() {
  await requireAdminPage();
  // A failed read is logged and the screen says 'Failed to load portfolio items.'.
  const items = await listAdminPortfolio().catch((error: unknown) => {
    logger.error({ err: error }, 'Failed to load portfolio items');
    return null;
  });
  return <PortfolioScreen items={items} />;
}
