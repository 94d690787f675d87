import { Badge } from '@/components/ui/badge';
import type { ProductStatus } from '@/lib/constants';

/** Spec section 4: active in the default style, draft secondary, anything else outline; a missing status reads as active. */
export function ProductStatusBadge({ status }: { status: ProductStatus | string | null | undefined }) {
  const value = status || 'active';
  const variant = value === 'active' ? 'default' : value === 'draft' ? 'secondary' : 'outline';
  return (
    <Badge variant={variant} className="capitalize">
      {value}
    </Badge>
  );
}
