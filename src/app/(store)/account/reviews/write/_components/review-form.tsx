'use client';
import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { clsx } from 'clsx';
import { toast } from '@/components/store/toast';
import { StoreButton } from '@/components/store/store-button';
import { StoreField, StoreInput } from '@/components/store/store-field';
import { StarIcon } from '@/components/store/reviews/stars';
import { fieldBase } from '@/components/ui/field-base';
import { fieldAria } from '@/components/ui/field-messages';
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
import type { ReviewWriteResponse } from '@/app/api/reviews/route';

type Existing = { id: string; rating: number; title: string; body: string; photoCount: number };
type Errors = Partial<Record<'rating' | 'title' | 'body' | 'photos' | '_', string>>;

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

/** Writing or editing a review: stars (a radio group), a title, the words, and up to three photos. */
export function ReviewForm({ orderNumber, productId, existing }: { orderNumber: string; productId: string; existing: Existing | null }) {
  const router = useRouter();
  const id = useId();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [keep, setKeep] = useState<number[]>(() => Array.from({ length: existing?.photoCount ?? 0 }, (_, index) => index));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const files = (form.getAll('photos') as File[]).filter((file) => file.size > 0);
    const problem = photoProblem(files, keep.length);
    if (!form.get('rating') || problem) {
      setErrors({ ...(form.get('rating') ? {} : { rating: 'Choose from 1 to 5 stars.' }), ...(problem ? { photos: problem } : {}) });
      return;
    }
    form.delete('photos');
    for (const file of files) form.append('photos', file);
    form.set('orderNumber', orderNumber);
    form.set('productId', productId);
    for (const index of keep) form.append('keepPhotos', String(index));
    setErrors({});
    setBusy(true);
    try {
      const response = await fetch(REVIEW_WRITE_PATH, { method: 'POST', body: form });
      const answer = (await response.json().catch(() => null)) as ReviewWriteResponse | null;
      if (!response.ok || !answer?.data) {
        setErrors({ ...(answer?.error?.fieldErrors ?? {}), _: answer?.error?.message ?? FAILED });
        return;
      }
      toast.success('Thank you for your review', { description: 'It will show on the product page once we have read it.' });
      router.push('/account/reviews');
    } catch {
      setErrors({ _: FAILED });
    } finally {
      setBusy(false);
    }
  }

  const field = (name: 'title' | 'body') => ({ id: `${id}-${name}`, name, ...fieldAria(`${id}-${name}`, { error: errors[name] }) });
  return (
    <form onSubmit={(event) => void send(event)} className="flex flex-col gap-5" aria-busy={busy} noValidate>
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">Your rating</legend>
        <div className="flex gap-1">
          {REVIEW_RATINGS.map((value) => (
            <label key={value} className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring">
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="peer sr-only"
              />
              <StarIcon filled={value <= rating} className="size-8" />
              <span className="sr-only">
                {value} {value === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id={`${id}-rating-error`} role="alert" className="text-sm font-medium text-destructive">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>

      <StoreField inputId={`${id}-title`} label="Title" error={errors.title}>
        <StoreInput {...field('title')} defaultValue={existing?.title} maxLength={REVIEW_TITLE_MAX} required placeholder="Sum it up in a few words" />
      </StoreField>
      <StoreField inputId={`${id}-body`} label="Your review" error={errors.body} hint="How is it to live with? Comfort, finish, delivery.">
        <textarea {...field('body')} defaultValue={existing?.body} rows={6} maxLength={REVIEW_BODY_MAX} required data-slot="textarea" className={clsx(fieldBase, 'min-h-24 py-2.5')} />
      </StoreField>

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
                      checked={keep.includes(index)}
                      onChange={(event) => setKeep((current) => (event.target.checked ? [...current, index] : current.filter((kept) => kept !== index)))}
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

      <StoreField inputId={`${id}-photos`} label="Add photos (optional)" error={errors.photos} hint={`Up to ${MAX_REVIEW_PHOTOS} photos in all, JPEG, PNG or WebP, ${MAX_REVIEW_PHOTO_BYTES / (1024 * 1024)} MB each.`}>
        <input
          id={`${id}-photos`}
          name="photos"
          type="file"
          multiple
          accept={ACCEPTED_TYPES.image.join(',')}
          {...fieldAria(`${id}-photos`, { hint: true, error: errors.photos })}
          onChange={() => setErrors(({ photos: _dropped, ...rest }) => rest)}
          className="block w-full min-w-0 rounded-md border border-input bg-background text-sm file:mr-3 file:h-11 file:cursor-pointer file:border-0 file:border-r file:border-border file:bg-sand file:px-4 file:font-semibold file:text-foreground"
        />
      </StoreField>

      {errors._ ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors._}
        </p>
      ) : null}
      <StoreButton type="submit" size="lg" disabled={busy} className="w-full sm:w-fit">
        {busy ? <Spinner /> : null}
        {existing ? 'Save your review' : 'Send your review'}
      </StoreButton>
    </form>
  );
}
