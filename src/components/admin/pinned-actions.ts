// A wide admin table scrolls sideways inside its container; its actions column stays pinned to
// the right edge so edit and delete are always in reach. Two strengths, kept as the screens
// were built: pinned at every width (customers, refunds), or only on a phone, where
// the table is likeliest to scroll (categories, hero slides, orders).

export const stickyActionsHead = 'sticky right-0 z-10 [background:color-mix(in_srgb,var(--color-sand)_50%,var(--color-card))]';
export const stickyActionsCell = 'sticky right-0 z-10 bg-card px-1 shadow-[-8px_0_8px_-8px_rgb(33_29_25/0.25)] sm:px-2';

export const phoneStickyActionsHead =
  'max-sm:sticky max-sm:right-0 max-sm:z-10 max-sm:[background:color-mix(in_srgb,var(--color-sand)_50%,var(--color-card))]';
export const phoneStickyActionsCell =
  'max-sm:sticky max-sm:right-0 max-sm:z-10 max-sm:bg-card max-sm:px-1 max-sm:shadow-[-8px_0_8px_-8px_rgb(33_29_25/0.25)]';
