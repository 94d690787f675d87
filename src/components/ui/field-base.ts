/** The text fields' look, shared by inputs, selects and text areas (and usable without class merging). */
export const fieldBase =
  'w-full rounded-md border border-input bg-card px-3.5 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/80 hover:border-foreground/40 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive md:text-sm';
