import { cn } from '@/lib/cn';
import { prose } from '@/components/prose';
import { renderBlogContent, sanitizeRichHtml } from '@/server/content/sanitize';

// Only sanitized markup is ever injected: this component does the sanitizing itself, so no
// caller can forget it.

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
  return <div data-slot="rich-content" className={cn(prose, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
