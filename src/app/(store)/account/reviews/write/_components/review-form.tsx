'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/store/toast';
import { StoreFieldset, StoreFileField } from '@/components/store/form/store-choice-fields';
import { StoreForm, StoreTextareaField, StoreTextField } from '@/components/store/form/store-form';
import { useStoreForm, type FieldErrors } from '@/components/store/form/use-store-form';
import { zodCheck } from '@/components/store/form/zod-check';
import { StoreButton } from '@/components/store/store-button';
import { StarIcon } from '@/components/store/reviews/stars';
import { Spinner } from '@/components/ui/spinner';
import { ACCEPTED_TYPES } from '@/lib/upload-rules';
import {
  MAX_REVIEW_PHOTO_BYTES,
  MAX_REVIEW_PHOTOS,
  REVIEW_BODY_MAX,
  REVIEW_RATINGS,
  REVIEW_TITLE_MAX,
  REVIEW_WRITE_PATH,
  reviewPhotoPath,
  reviewPhotoProblems,
} from '@/lib/reviews';
import { reviewFormSchema } from '@/lib/schemas/review';
import type { ReviewWriteResponse } from '@/app/api/reviews/route';

type Existing = { id: string; rating: number; title: string; body: string; photoCount: number };
/** The review's text as the route's schema reads it (0: no stars chosen yet), and the new photos beside it. */
type Values = { orderNumber: string; productId: string; rating: number; title: string; body: string; keepPhotos: number[]; photos: File[] };

const FAILED = 'Your review could not be sent. Check your connection and try again.';

/** The browser's first look at the chosen photos (count, type by name, size); the server reads the bytes and decides. */
function photoProblem(files: File[], kept: number): string | null {
  if (files.length + kept > MAX_REVIEW_PHOTOS) return reviewPhotoProblems.tooMany;
  for (const file of files) {
    if (file.type !== '' && !ACCEPTED_TYPES.image.includes(file.type)) return reviewPhotoProblems.notPicture(file.name);
    if (file.size > MAX_REVIEW_PHOTO_BYTES) return reviewPhotoProblems.tooLarge(file.name);
  }
  return null;
}

const checkText = zodCheck(reviewFormSchema);

function checkReview(values: Values): FieldErrors<Values> {
  const problem = photoProblem(values.photos, values.keepPhotos.length);
  return problem ? { ...checkText(values), photos: problem } : checkText(values);
}

/** The review as the route takes it: multipart, its photos beside its text (src/app/api/reviews/route.ts). */
async function sendReview({ photos, keepPhotos, ...text }: Values): Promise<ReviewWriteResponse | null> {
  const body = new FormData();
  for (const [name, value] of Object.entries(text)) body.set(name, String(value));
  for (const index of keepPhotos) body.append('keepPhotos', String(index));
  for (const photo of photos) body.append('photos', photo);
  try {
    const response = await fetch(REVIEW_WRITE_PATH, { method: 'POST', body });
    return (await response.json().catch(() => null)) as ReviewWriteResponse | null;
  } catch {
    return null;
  }
}

/** Writing or editing a review: stars (a radio group), a title, the words, and up to three photos. */
export function ReviewForm({ orderNumber, productId, existing }: { orderNumber: string; productId: string; existing: Existing | null }) {
  const router = useRouter();
  const form = useStoreForm<Values>(
    {
      orderNumber,
      productId,
      rating: existing?.rating ?? 0,
      title: existing?.title ?? '',
      body: existing?.body ?? '',
      keepPhotos: Array.from({ length: existing?.photoCount ?? 0 }, (_, index) => index),
      photos: [],
    },
    checkReview,
  );
  // A refusal about no field the form shows (the order not delivered, the connection gone).
  const [problem, setProblem] = useState<string>();
  const { rating, keepPhotos } = form.values;

  async function send(values: Values) {
    setProblem(undefined);
    const answer = await sendReview(values);
    if (answer?.data) {
      toast.success('Thank you for your review', { description: 'It will show on the product page once we have read it.' });
      router.push('/account/reviews');
      return;
    }
    // The route names one message a field.
    const fieldErrors = Object.fromEntries(Object.entries(answer?.error?.fieldErrors ?? {}).map(([name, message]) => [name, [message]]));
    if (!form.refuse({ fieldErrors })) setProblem(answer?.error?.message ?? FAILED);
  }

  return (
    <StoreForm form={form} onSubmit={send} className="flex flex-col gap-5">
      <StoreFieldset form={form} name="rating" legend="Your rating">
        <div className="flex gap-1">
          {REVIEW_RATINGS.map((value) => (
            <label key={value} className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring">
              <input type="radio" name="rating" value={value} checked={rating === value} onChange={() => form.set('rating', value)} className="peer sr-only" />
              <StarIcon filled={value <= rating} className="size-8" />
              <span className="sr-only">
                {value} {value === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
      </StoreFieldset>

      <StoreTextField form={form} name="title" label="Title" maxLength={REVIEW_TITLE_MAX} required placeholder="Sum it up in a few words" />
      <StoreTextareaField form={form} name="body" label="Your review" hint="How is it to live with? Comfort, finish, delivery." rows={6} maxLength={REVIEW_BODY_MAX} required />

      {existing && existing.photoCount > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Your photos</legend>
          <ul className="flex flex-wrap gap-3">
            {Array.from({ length: existing.photoCount }, (_, index) => (
              <li key={index}>
                <label className="flex min-h-11 flex-col items-center gap-1 text-sm">
                  {/* eslint-disable-next-line @next/next/no-img-element -- the buyer's own photo, from the route that checks who asks */}
                  <img src={reviewPhotoPath(existing.id, index, 'thumb')} alt={`Your photo ${index + 1}`} width={80} height={80} className="size-20 rounded-md object-cover" />
                  <span className="inline-flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      checked={keepPhotos.includes(index)}
                      onChange={(event) => form.set('keepPhotos', event.target.checked ? [...keepPhotos, index] : keepPhotos.filter((kept) => kept !== index))}
                      className="size-5"
                    />
                    Keep
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}

      <StoreFileField
        form={form}
        name="photos"
        label="Add photos (optional)"
        hint={`Up to ${MAX_REVIEW_PHOTOS} photos in all, JPEG, PNG or WebP, ${MAX_REVIEW_PHOTO_BYTES / (1024 * 1024)} MB each.`}
        multiple
        accept={ACCEPTED_TYPES.image.join(',')}
      />

      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <StoreButton type="submit" size="lg" disabled={!form.hydrated || form.submitting} className="w-full sm:w-fit">
        {form.submitting ? <Spinner /> : null}
        {existing ? 'Save your review' : 'Send your review'}
      </StoreButton>
    </StoreForm>
  );
}
