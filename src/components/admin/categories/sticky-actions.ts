// On a phone the wide admin tables scroll sideways; their actions column stays pinned to
// the right edge so edit and delete are always in reach. Shared with the hero slides table.

export const stickyActionsHead =
  'max-sm:sticky max-sm:right-0 max-sm:z-10 max-sm:[background:color-mix(in_srgb,var(--color-sand)_50%,var(--color-card))]';

export const stickyActionsCell = 'max-sm:sticky max-sm:right-0 max-sm:z-10 max-sm:bg-card max-sm:px-1 max-sm:shadow-[-8px_0_8px_-8px_rgb(33_29_25/0.25)]';
