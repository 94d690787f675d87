import { ScreenPlaceholder } from '@/components/admin/shell/screen-placeholder';

export const metadata = { title: 'CMS Pages' };

export default function CmsPagesPage() {
  return <ScreenPlaceholder title="CMS Pages" description="Pages such as shipping, returns and terms." />;
}
