import type { Metadata } from 'next';
import Link from 'next/link';
import { ReviewForm } from '@/app/(store)/account/reviews/write/_components/review-form';
import { requireUserPage } from '@/server/auth/session';
import { myReviewOf } from '@/server/reviews/my-review-reads';
import { ReviewError, reviewablePiece } from '@/server/reviews/write-review';

export const metadata: Metadata = { title: 'Write a review', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The review form for one piece of the buyer's delivered order (the review request mail links here). */
export default async function WriteReviewPage({ searchParams }: Props) {
  const query = await searchParams;
  const orderNumber = one(query.order);
  const productId = one(query.product);
  const user = await requireUserPage(`/account/reviews/write?order=${encodeURIComponent(orderNumber)}&product=${encodeURIComponent(productId)}`);
  let piece: Awaited<ReturnType<typeof reviewablePiece>>;
  try {
    piece = await reviewablePiece(user, orderNumber, productId);
  } catch (error) {
    if (!(error instanceof ReviewError)) throw error;
    return (
      <section className="flex flex-col gap-3">
        <h2 className="text-2xl font-medium">Write a review</h2>
        <p role="alert" className="font-medium text-destructive">
          {error.message}
        </p>
        <Link href="/account" className="inline-flex min-h-11 items-center self-start font-semibold underline underline-offset-4">
          Back to your orders
        </Link>
      </section>
    );
  }
  const existing = await myReviewOf(user.id, productId);
  return (
    <section aria-labelledby="write-review-heading" className="flex max-w-2xl flex-col gap-5">
      <div className="flex flex-col gap-1">
        <p className="eyebrow">Order {orderNumber}</p>
        <h2 id="write-review-heading" className="text-2xl font-medium">
          {existing ? 'Edit your review of' : 'Review'} {piece.productName}
        </h2>
        <p className="text-sm text-muted-foreground">
          {existing?.status === 'approved'
            ? 'Your review is on the product page. If you change it, it comes off until we have read the new version.'
            : 'We read every review before it shows on the product page, with your first name and state.'}
        </p>
      </div>
      <ReviewForm
        orderNumber={orderNumber}
        productId={productId}
        existing={existing ? { id: existing.id, rating: existing.rating, title: existing.title, body: existing.body, photoCount: existing.photoCount } : null}
      />
    </section>
  );
}
