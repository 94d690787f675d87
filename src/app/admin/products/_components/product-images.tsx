'use client';
import { useId, useRef, useState } from 'react';
import { ImageOff, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { UploadProgress } from '@/components/admin/upload-progress';
import { FilePicker, ImageOrderControls, moveItem, uploadEach } from '@/components/admin/ordered-images';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { MAX_ADDITIONAL_IMAGES } from '@/lib/constants';
import { uploadFile, type UploadedFile } from '@/lib/upload-client';
import type { UploadProblem } from '@/lib/upload-rules';

// The product's pictures: a main image, a thumbnail (the lighter picture on product cards)
// and up to 7 additional images, each uploaded at once with a progress bar.

export type ProductImagesValue = { imageUrl: string; thumbnailUrl: string; additionalImages: string[] };

const uploaded = (n: number) => `${n} image(s) uploaded successfully.`;

export function ProductImages({
  read,
  commit,
  value,
  onBusyChange,
}: {
  value: ProductImagesValue;
  /** The pictures as they are now (not as of the last render: uploads finish one after another). */
  read: () => ProductImagesValue;
  /** Saves the new pictures in the form (an upload left out is swept by the server a day later). */
  commit: (next: ProductImagesValue) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const id = useId();
  const [progress, setProgress] = useState<{ label: string; percent: number } | null>(null);
  // Main image URL -> the thumbnail made from it in this visit: removing that main image clears it too.
  const derivedThumbnail = useRef(new Map<string, string>());
  const busy = progress !== null;
  const room = MAX_ADDITIONAL_IMAGES - value.additionalImages.length;

  function setBusy(next: { label: string; percent: number } | null) {
    setProgress(next);
    onBusyChange?.(next !== null);
  }

  async function upload(file: File, label: string): Promise<UploadedFile | null> {
    try {
      return await uploadFile(file, { folder: 'products', onProgress: (percent) => setBusy({ label, percent }) });
    } catch (problem) {
      const { title, description } = problem as UploadProblem;
      toast.error(title, { description });
      return null;
    }
  }

  /** The thumbnail once `url` is gone: cleared when it was that image or made from it. */
  function thumbnailWithout(current: ProductImagesValue, url: string) {
    const madeFrom = derivedThumbnail.current.get(url);
    return current.thumbnailUrl === url || (madeFrom !== undefined && current.thumbnailUrl === madeFrom) ? '' : current.thumbnailUrl;
  }

  async function uploadMain(file: File) {
    setBusy({ label: 'Uploading main image', percent: 0 });
    const stored = await upload(file, 'Uploading main image');
    setBusy(null);
    if (!stored) return;
    const current = read();
    let thumbnailUrl = current.imageUrl ? thumbnailWithout(current, current.imageUrl) : current.thumbnailUrl;
    if (!thumbnailUrl) {
      // The first main upload also becomes the thumbnail when none is set (docs/product.md section 5).
      thumbnailUrl = stored.thumbnailUrl ?? stored.url;
      derivedThumbnail.current.set(stored.url, thumbnailUrl);
    }
    commit({ ...current, imageUrl: stored.url, thumbnailUrl });
    toast.success(uploaded(1));
  }

  async function uploadThumbnail(file: File) {
    setBusy({ label: 'Uploading thumbnail', percent: 0 });
    const stored = await upload(file, 'Uploading thumbnail');
    setBusy(null);
    if (!stored) return;
    // The server made a card-sized copy: that is the thumbnail; the full-size file is not needed.
    commit({ ...read(), thumbnailUrl: stored.thumbnailUrl ?? stored.url });
    toast.success(uploaded(1));
  }

  async function uploadAdditional(files: File[]) {
    await uploadEach(files, {
      folder: 'products',
      room: MAX_ADDITIONAL_IMAGES - read().additionalImages.length,
      limit: `${MAX_ADDITIONAL_IMAGES} additional images at most`,
      setProgress: setBusy,
      keep: (stored) => {
        const current = read();
        if (current.additionalImages.length >= MAX_ADDITIONAL_IMAGES) return false;
        commit({ ...current, additionalImages: [...current.additionalImages, stored.url] });
        return true;
      },
    });
  }

  function removeMain() {
    const current = read();
    commit({ ...current, imageUrl: '', thumbnailUrl: thumbnailWithout(current, current.imageUrl) });
  }

  function removeAdditional(index: number) {
    const current = read();
    const url = current.additionalImages[index];
    if (url === undefined) return;
    commit({ ...current, additionalImages: current.additionalImages.filter((_, i) => i !== index), thumbnailUrl: thumbnailWithout(current, url) });
  }

  function move(index: number, by: -1 | 1) {
    const current = read();
    commit({ ...current, additionalImages: moveItem(current.additionalImages, index, by) });
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-4 sm:gap-6">
        <SingleImage
          label="Main image"
          hint="The large picture on the product page."
          url={value.imageUrl}
          disabled={busy}
          onPick={(file) => void uploadMain(file)}
          onRemove={removeMain}
        />
        <SingleImage
          label="Thumbnail"
          hint="Shown on product cards. Made from the first main image when empty."
          url={value.thumbnailUrl}
          disabled={busy}
          onPick={(file) => void uploadThumbnail(file)}
          onRemove={() => commit({ ...read(), thumbnailUrl: '' })}
        />
      </div>

      <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-extra-hint`}>
        <legend className="text-sm font-medium">
          Additional images{' '}
          <span className="font-normal text-muted-foreground">
            ({value.additionalImages.length}/{MAX_ADDITIONAL_IMAGES})
          </span>
        </legend>
        <p id={`${id}-extra-hint`} className="-mt-1 text-xs text-muted-foreground">
          5 to 7 recommended. They follow the main image in the product gallery, in this order.
        </p>
        {value.additionalImages.length > 0 ? (
          <ol className="grid grid-cols-2 gap-3 @lg:grid-cols-3 @3xl:grid-cols-4">
            {value.additionalImages.map((url, index) => (
              <li key={url} className="flex flex-col gap-1.5 rounded-md border border-border bg-background p-1.5">
                <Preview url={url} className="aspect-square w-full" />
                <ImageOrderControls
                  index={index}
                  count={value.additionalImages.length}
                  disabled={busy}
                  onMove={(by) => move(index, by)}
                  onRemove={() => removeAdditional(index)}
                />
              </li>
            ))}
          </ol>
        ) : null}
        <FilePicker
          label={room > 0 ? 'Add images' : `${MAX_ADDITIONAL_IMAGES} images added`}
          inputLabel="Additional image files"
          multiple
          disabled={busy || room <= 0}
          onPick={(files) => void uploadAdditional(files)}
        />
        {room <= 0 ? <p className="text-xs text-muted-foreground">Remove an image to add another.</p> : null}
      </fieldset>

      <div aria-live="polite">{progress ? <UploadProgress percent={progress.percent} label={progress.label} /> : null}</div>
    </div>
  );
}

function SingleImage({
  label,
  hint,
  url,
  disabled,
  onPick,
  onRemove,
}: {
  label: string;
  hint: string;
  url: string;
  disabled: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`} className="flex min-w-0 flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      {url ? (
        <Preview url={url} className="aspect-square w-full max-w-56" />
      ) : (
        <div className="flex aspect-square w-full max-w-56 flex-col items-center justify-center gap-2 rounded-md border border-dashed border-border bg-background text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-6" />
          <span className="px-2 text-center text-xs">No {label.toLowerCase()}</span>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <FilePicker label={url ? 'Replace' : 'Upload'} inputLabel={`${label} file`} disabled={disabled} onPick={(files) => files[0] && onPick(files[0])} />
        {url ? (
          <Button type="button" variant="subtle" size="sm" disabled={disabled} onClick={onRemove} aria-label={`Remove ${label.toLowerCase()}`}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

function Preview({ url, className }: { url: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  return failed ? (
    <div className={cn('flex items-center justify-center rounded-md border border-border bg-sand text-xs text-muted-foreground', className)}>
      Image unavailable
    </div>
  ) : (
    // eslint-disable-next-line @next/next/no-img-element -- an admin preview of any stored URL, not a page image
    <img src={url} alt="" onError={() => setFailed(true)} className={cn('rounded-md border border-border bg-sand object-cover', className)} />
  );
}
