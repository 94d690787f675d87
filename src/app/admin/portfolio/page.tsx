import { ScreenPlaceholder } from '@/components/admin/shell/screen-placeholder';

export const metadata = { title: 'Portfolio' };

export default function PortfolioPage() {
  return <ScreenPlaceholder title="Portfolio" description="Interior projects shown on the portfolio page." />;
}
