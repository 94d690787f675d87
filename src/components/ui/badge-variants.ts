// Written out rather than with class-variance-authority, like button-variants.ts: the storefront's
// product tiles use it in their first load, and cva would come with it.

const BASE = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide whitespace-nowrap';

const VARIANTS = {
  default: 'bg-primary text-primary-foreground',
  accent: 'bg-accent text-accent-foreground',
  indigo: 'bg-indigo text-indigo-foreground',
  secondary: 'bg-sand text-foreground',
  outline: 'border border-border text-foreground',
  destructive: 'bg-destructive text-destructive-foreground',
} as const;

/** A variant's name; undefined or null means the default. */
export type BadgeVariant = keyof typeof VARIANTS;

/** The badges' look, usable without class merging (`className={badgeVariants(...)}`). */
export function badgeVariants({ variant }: { variant?: BadgeVariant | null } = {}) {
  return `${BASE} ${VARIANTS[variant ?? 'default']}`;
}
