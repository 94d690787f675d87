/** The round 44px icon buttons and links of the header bar (search, account, cart). */
export const HEADER_ICON_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full text-foreground transition-colors hover:bg-foreground/6';
