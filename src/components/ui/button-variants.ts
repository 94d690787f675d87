import { clsx } from 'clsx';

// Written out rather than with class-variance-authority: this module is in the storefront's
// first load (the error boundaries' buttons), and cva brought its own copy into several chunks.

// What every button shares is the .btn class (globals.css): a page's payload repeats each
// button's classes, and the 404 screen's two buttons are in every storefront page's payload.
// text-sm stays a utility: class merging drops it for a size's own text size, whose arbitrary
// value sets no line height of its own.
const BASE = 'btn text-sm';

const VARIANTS = {
  variant: {
    primary: 'bg-primary text-primary-foreground hover:bg-primary/88',
    accent: 'bg-accent text-accent-foreground hover:bg-accent-hover',
    outline: 'border border-foreground/80 bg-transparent text-foreground hover:bg-foreground hover:text-background',
    subtle: 'border border-border bg-card text-foreground hover:border-foreground/40 hover:bg-sand',
    ghost: 'bg-transparent text-foreground hover:bg-foreground/6',
    link: 'h-auto px-0 text-foreground underline decoration-brass underline-offset-4 hover:decoration-foreground',
    destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
    inverse: 'bg-background text-foreground hover:bg-sand',
  },
  size: {
    // Every size is at least 44px tall so it is an easy target on a phone.
    sm: 'h-11 px-4 text-sm md:h-9',
    md: 'h-11 px-6',
    lg: 'h-12 px-8 text-[0.95rem] tracking-wide',
    icon: 'size-11 [&_svg]:size-5',
  },
  // The corners are a variant of their own, so a round button needs no class merging.
  shape: { default: 'rounded-md', round: 'rounded-full' },
} as const;

type Variants = typeof VARIANTS;

/** Each variant as cva took it: undefined means the default, null means none of its classes. */
export type ButtonVariantOptions = { [Name in keyof Variants]?: keyof Variants[Name] | null } & { className?: string };

/** The buttons' look: also for a link styled as a button (`className={buttonVariants(...)}`). */
export function buttonVariants({ variant = 'primary', size = 'md', shape = 'default', className }: ButtonVariantOptions = {}) {
  return clsx(
    BASE,
    variant && VARIANTS.variant[variant],
    size && VARIANTS.size[size],
    shape && VARIANTS.shape[shape],
    // A link never takes a size's height and padding, whatever the size.
    variant === 'link' && 'h-auto px-0',
    className,
  );
}
