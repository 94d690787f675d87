'use client';
import { useId } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Film, ImageIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ImageUploadField } from '@/components/admin/image-upload-field';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { HERO_MEDIA_TYPES } from '@/lib/constants';
import { HERO_LIMITS, HERO_SECTION_LABELS, heroMediaSchema, type HeroMediaInput, type HeroMediaValues } from '@/lib/schemas/hero';
import type { AdminHeroMedia } from '@/server/content/admin-hero-reads';
import { updateHeroMediaAction } from '@/server/content/actions/update-hero-media';
import { useAction } from '@/components/use-action';

const TYPE_LABELS = { video: 'Video', image: 'Image' } as const;
const TYPE_ICONS = { video: Film, image: ImageIcon } as const;

/** One hero section: media type, a URL or an upload, a preview and the update button. */
export function HeroMediaSection({ current }: { current: AdminHeroMedia }) {
  const router = useRouter();
  const id = useId();
  const label = HERO_SECTION_LABELS[current.section];
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<HeroMediaInput, unknown, HeroMediaValues>({
    resolver: zodResolver(heroMediaSchema),
    defaultValues: { section: current.section, mediaType: current.mediaType, mediaUrl: current.mediaUrl },
  });
  const mediaType = useWatch({ control, name: 'mediaType' }) === 'image' ? 'image' : 'video';
  const mediaUrl = useWatch({ control, name: 'mediaUrl' }) ?? '';
  const preview = heroMediaSchema.safeParse({ section: current.section, mediaType, mediaUrl });

  const { run } = useAction(toast);

  const onSubmit = handleSubmit(async (values) => {
    const result = await run(updateHeroMediaAction, values, {
      failed: 'The change could not be saved. Please try again.',
      success: 'Hero media updated successfully!',
      fieldErrors: { fields: ['mediaUrl'], setError: (field, error) => setError(field as 'mediaUrl', error) },
      refused: (refusal) => `Error updating hero media: ${refusal.error}`,
    });
    if (!result.ok) return;
    reset(result.data);
    router.refresh();
  });

  const urlId = `${id}-url`;
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5 rounded-xl border border-border bg-card p-5 shadow-soft sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-display text-xl font-semibold">
          {label}
        </h2>
        {isDirty ? <span className="text-xs font-medium text-brass-text">Unsaved changes</span> : null}
      </div>

      <div className="relative aspect-video overflow-hidden rounded-lg border border-border bg-sand">
        {preview.success ? (
          mediaType === 'video' ? (
            <video key={mediaUrl} src={mediaUrl} className="size-full object-cover" muted loop autoPlay playsInline preload="metadata" aria-label={`${label} preview`} />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- a preview of any address the admin typed
            <img key={mediaUrl} src={mediaUrl} alt={`${label} preview`} className="size-full object-cover" />
          )
        ) : (
          <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-muted-foreground">
            {mediaUrl.trim() ? 'Enter a valid URL to see a preview.' : 'No media yet: enter a URL or upload a file.'}
          </p>
        )}
      </div>

      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-busy={isSubmitting}>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Media type</legend>
          <div className="grid grid-cols-2 gap-2 sm:w-fit">
            {HERO_MEDIA_TYPES.slice()
              .reverse()
              .map((type) => {
                const Icon = TYPE_ICONS[type];
                return (
                  <label
                    key={type}
                    className={cn(
                      'relative flex h-11 cursor-pointer items-center justify-center gap-2 rounded-md border px-5 text-sm font-medium transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring md:h-10',
                      mediaType === type ? 'border-foreground bg-foreground text-background' : 'border-border bg-card hover:bg-sand',
                    )}
                  >
                    {/* Covers its label, so a click anywhere on the option lands on the radio itself. */}
                    <input type="radio" value={type} className="absolute inset-0 cursor-pointer opacity-0" {...register('mediaType')} />
                    <Icon aria-hidden="true" className="size-4" />
                    {TYPE_LABELS[type]}
                  </label>
                );
              })}
          </div>
        </fieldset>

        <FormField label="Media URL" inputId={urlId} error={errors.mediaUrl?.message} hint="An https:// address, a path such as /videos/hero-loop.mp4, or upload a file below.">
          <Input
            id={urlId}
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={HERO_LIMITS.url}
            {...fieldAria(urlId, { hint: true, error: errors.mediaUrl?.message })}
            {...register('mediaUrl')}
          />
        </FormField>

        <ImageUploadField
          key={mediaType}
          label={mediaType === 'video' ? 'Or upload a video (MP4 or WebM, up to 50 MB)' : 'Or upload an image (up to 5 MB)'}
          folder="hero-media"
          kind={mediaType}
          value={null}
          successMessage={mediaType === 'video' ? 'Video uploaded successfully' : 'Image uploaded successfully'}
          onChange={(uploaded) => {
            if (uploaded) setValue('mediaUrl', uploaded.url, { shouldDirty: true, shouldValidate: true });
          }}
        />

        <div className="flex justify-end border-t border-border pt-4">
          <Button type="submit" disabled={!mediaUrl.trim() || isSubmitting} aria-label={`Update ${label}`} className="w-full sm:w-fit">
            {isSubmitting ? <Spinner /> : null}
            Update
          </Button>
        </div>
      </form>
    </section>
  );
}
