import { cn } from '@/lib/cn';

// Typography for editor HTML, shared by the public pages (RichContent) and the back office's
// editor, so what staff write looks as it will on the site.
export const prose = cn(
  'max-w-none text-[1.0625rem] leading-[1.8] text-foreground/90 break-words',
  '[&>*:first-child]:mt-0 [&>*:last-child]:mb-0',
  '[&_p]:my-5',
  '[&_h1]:mt-12 [&_h1]:mb-5 [&_h1]:text-3xl [&_h1]:leading-tight [&_h1]:font-medium [&_h1]:text-foreground',
  '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:leading-snug [&_h2]:font-medium [&_h2]:text-foreground md:[&_h2]:text-[1.75rem]',
  '[&_h3]:mt-9 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-medium [&_h3]:text-foreground',
  '[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:my-2 [&_li]:pl-1 [&_li::marker]:text-brass',
  '[&_strong]:font-semibold [&_strong]:text-foreground',
  '[&_a]:font-medium [&_a]:text-accent [&_a]:underline [&_a]:decoration-accent/40 [&_a]:underline-offset-4 hover:[&_a]:decoration-accent',
  '[&_img]:my-8 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
);
