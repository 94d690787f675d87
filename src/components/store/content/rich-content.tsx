import { cn } from '@/lib/cn';
import { renderBlogContent, sanitizeRichHtml } from '@/server/content/sanitize';

// Typography for editor HTML. Only sanitized markup is ever injected: this component does the
// sanitizing itself, so no caller can forget it.
const prose = cn(
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

export function RichContent({
  source,
  format,
  className,
}: {
  source: string;
  /** 'blog' also accepts plain text and keeps its line breaks; 'html' is editor HTML only. */
  format: 'blog' | 'html';
  className?: string;
}) {
  const html = format === 'blog' ? renderBlogContent(source) : sanitizeRichHtml(source);
  return <div className={cn(prose, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
