import '@/lib/zod-jitless';
import { z } from 'zod';
import { safeLinkHref } from '@/lib/safe-url';
import { oneLine } from './fields';

// The rich-text editor's link field (src/components/admin/rich-text/link-panel.tsx). It calls no action:
// the link is saved inside the post's or page's text, whose sanitizer keeps or drops it by the same
// rule, safeLinkHref (src/server/content/sanitize.ts).

const LOOKS_LIKE_A_DOMAIN = /^[^\s/:]+\.[^\s]+$/;

/** 'example.com/x' → 'https://example.com/x'; anything else as typed, then checked. */
function withScheme(typed: string) {
  const value = typed.trim();
  return LOOKS_LIKE_A_DOMAIN.test(value) && !value.includes('@') ? `https://${value}` : value;
}

/** The address typed, as the link will keep it. */
export const richTextLinkSchema = z.object({
  href: oneLine().transform((typed, context) => {
    const safe = safeLinkHref(withScheme(typed));
    if (safe) return safe;
    context.addIssue({ code: 'custom', message: 'Enter a web address (https://…), an email link (mailto:…) or a path on this site (/shop).' });
    return z.NEVER;
  }),
});
