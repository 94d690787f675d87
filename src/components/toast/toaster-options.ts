import type { ToasterProps } from 'sonner';

/** How every toast looks, in the admin's Toaster and the storefront's lazily loaded one. */
export const TOASTER_OPTIONS = {
  position: 'top-center',
  richColors: true,
  closeButton: true,
  toastOptions: { classNames: { toast: 'font-sans', title: 'font-semibold' } },
} satisfies ToasterProps;
