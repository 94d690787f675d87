'use client';
import { useId } from 'react';
import { useRouter } from 'next/navigation';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Film, ImageIcon } from 'lucide-react';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { useFieldBinding } from '@/components/admin/form/field-binding';
import { ImageUploadField } from '@/components/admin/image-upload-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { HERO_MEDIA_TYPES } from '@/lib/constants';
import { HERO_LIMITS, HERO_SECTION_LABELS, heroMediaSchema, type HeroMediaType } from '@/lib/schemas/hero';
import type { AdminHeroMedia } from '@/server/content/admin-hero-reads';
import { updateHeroMediaAction } from '@/server/content/actions/update-hero-media';

const TYPE_LABELS = { video: 'Video', image: 'Image' } as const;
const TYPE_ICONS = { video: Film, image: ImageIcon } as const;

/** One hero section: media type, a URL or an upload, a preview and the update button. */
export function HeroMediaSection({ current }: { current: AdminHeroMedia }) {
  const router = useRouter();
  const id = useId();
  const label = HERO_SECTION_LABELS[current.section];
  const form = useAdminForm(heroMediaSchema, { section: current.section, mediaType: current.mediaType, mediaUrl: current.mediaUrl });
  const { Field } = form;
  const { isDirty, isSubmitting } = form.formState;
  const mediaType = useWatch({ control: form.control, name: 'mediaType' }) === 'image' ? 'image' : 'video';
  const mediaUrl = useWatch({ control: form.control, name: 'mediaUrl' }) ?? '';
  const preview = heroMediaSchema.safeParse({ section: current.section, mediaType, mediaUrl });

  const save = () =>
    form.send(updateHeroMediaAction, {
      onSaved: (saved) => {
        toast.success('Hero media updated successfully!');
        form.reset(saved);
        router.refresh();
      },
      title: (message) => `Error updating hero media: ${message}`,
      failed: 'The change could not be saved. Please try again.',
      alwaysToast: true,
    });

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

      <AdminForm form={form} onSubmit={save} className="flex flex-col gap-5">
        <MediaTypeChoice chosen={mediaType} />
        <Field.Text
          name="mediaUrl"
          label="Media URL"
          hint="An https:// address, a path such as /videos/hero-loop.mp4, or upload a file below."
          inputMode="url"
          spellCheck={false}
          maxLength={HERO_LIMITS.url}
        />
        <ImageUploadField
          key={mediaType}
          label={mediaType === 'video' ? 'Or upload a video (MP4 or WebM, up to 50 MB)' : 'Or upload an image (up to 5 MB)'}
          folder="hero-media"
          kind={mediaType}
          value={null}
          successMessage={mediaType === 'video' ? 'Video uploaded successfully' : 'Image uploaded successfully'}
          onChange={(uploaded) => {
            if (uploaded) form.setValue('mediaUrl', uploaded.url, { shouldDirty: true, shouldValidate: true });
          }}
        />
        <div className="flex justify-end border-t border-border pt-4">
          <Button type="submit" disabled={!mediaUrl.trim() || isSubmitting} aria-label={`Update ${label}`} className="w-full sm:w-fit">
            {isSubmitting ? <Spinner /> : null}
            Update
          </Button>
        </div>
      </AdminForm>
    </section>
  );
}

/** The form's `mediaType`: Video or Image, as two radio buttons drawn as one choice. */
function MediaTypeChoice({ chosen }: { chosen: HeroMediaType }) {
  const { register } = useFieldBinding('mediaType', { hint: false });
  return (
    <fieldset data-field="mediaType" className="flex flex-col gap-2">
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
                  chosen === type ? 'border-foreground bg-foreground text-background' : 'border-border bg-card hover:bg-sand',
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
  );
}
