import type { IconProps } from '@/components/ui/icons/line-svg';

/** One fact of the product page's delivery box, behind its icon (drawn on the server and in the browser). */
export function DeliveryFact({ icon: Icon, children }: { icon: (props: IconProps) => React.ReactNode; children: React.ReactNode }) {
  return (
    <p className="flex items-start gap-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-brass-text" />
      <span>{children}</span>
    </p>
  );
}
