// Lucide's outline icons for storefront pages, drawn as plain svgs, one module per icon:
// lucide-react's icon factory costs a page's script about 1.8 KB gzipped (docs/decisions/0019), even
// for an icon a server component draws (its Icon is a client module), and the
// bundler keeps every export of a module a page imports, so icons sharing one file would all
// ship with each page. Same 24px grid, 2px stroke and drawings as lucide.
export type IconProps = { className?: string; strokeWidth?: number };

export function LineSvg({ className, strokeWidth = 2, children }: IconProps & { children: React.ReactNode }) {
  // Fill, stroke colour and round ends come from the .icon class (globals.css) rather than four
  // attributes: a page sends each icon twice, in its markup and again in its payload.
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      strokeWidth={strokeWidth}
      aria-hidden="true"
      className={className ? `icon ${className}` : 'icon'}
    >
      {children}
    </svg>
  );
}
