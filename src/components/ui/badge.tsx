import { cn } from '@/lib/cn';
import { badgeVariants, type BadgeVariant } from './badge-variants';

export { badgeVariants };

export function Badge({ className, variant, ...props }: React.ComponentProps<'span'> & { variant?: BadgeVariant | null }) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
