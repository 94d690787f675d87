'use server';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { safeNextPath } from '@/lib/safe-next-path';
import { markReviewHelpfulAction } from './mark-review-helpful';

// "Helpful" under a review on the product page: one vote per account and review, counted in the
// review's helpful_count in the same transaction (docs/product.md, "Reviews"). The product page is
// one cached page for everyone, so the button is a plain form of a server component (no script of
// its own, docs/decisions/0026-every-first-tap-answers.md): a press before the page's scripts run
// posts the form, after that the page is redrawn for the voter with the new count. Other visitors
// see it when the cached page next renders (docs/decisions/0027-shared-caches-for-public-pages.md).

/** The Helpful form's action: counts the vote, or sends a signed-out visitor to sign in and back. */
export async function helpfulFormAction(formData: FormData) {
  const id = String(formData.get('id') ?? '');
  const back = safeNextPath(String(formData.get('back') ?? '/'));
  const result = await markReviewHelpfulAction({ id });
  if (!result.ok && result.code === 'signed-out') redirect(`/auth?next=${encodeURIComponent(back)}`);
  refresh();
}
