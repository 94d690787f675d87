'use client';
import { useId, useRef, useState } from 'react';
import { ArrowLeft, ArrowRight, ImageOff, ImagePlus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { UploadProgress } from '@/components/admin/upload-progress';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { MAX_ADDITIONAL_IMAGES } from '@/lib/constants';
import { uploadFile, type UploadedFile } from '@/lib/upload-client';
import { ACCEPTED_TYPES, type UploadProblem } from '@/lib/upload-rules';

// The product's pictures: a main image, a thumbnail (the lighter picture on product cards)
// and up to 7 additional images, each uploaded at once with a progress bar.

export type ProductImagesValue = { imageUrl: string; thumbnailUrl: string; additionalImages: string[] };

const uploaded = (n: number) => `${n} image(s) uploaded successfully.`;

export function ProductImages({
  read,
  commit,
  discard,
  value,
  onBusyChange,
}: {
  value: ProductImagesValue;
  /** The pictures as they are now (not as of the last render: uploads finish one after another). */
  read: () => ProductImagesValue;
  /** Saves the new pictures in the form and lets go of every URL that left them. */
  commit: (next: ProductImagesValue) => void;
  /** Deletes a freshly uploaded file that nothing will ever use. */
  discard: (url: string) => void;
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

  async function upload(file: File, label: string, share = { done: 0, of: 1 }): Promise<UploadedFile | null> {
    try {
      return await uploadFile(file, {
        folder: 'products',
        onProgress: (percent) => setBusy({ label, percent: Math.round(((share.done + percent / 100) / share.of) * 100) }),
      });
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
      // The first main upload also becomes the thumbnail when none is set (spec section 5).
      thumbnailUrl = stored.thumbnailUrl ?? stored.url;
      derivedThumbnail.current.set(stored.url, thumbnailUrl);
    } else if (stored.thumbnailUrl) {
      discard(stored.thumbnailUrl);
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
    if (stored.thumbnailUrl) discard(stored.url);
    commit({ ...read(), thumbnailUrl: stored.thumbnailUrl ?? stored.url });
    toast.success(uploaded(1));
  }

  async function uploadAdditional(files: File[]) {
    const space = MAX_ADDITIONAL_IMAGES - read().additionalImages.length;
    if (files.length > space) {
      toast.error('Upload Error', {
        description: `Only ${space} more image(s) can be added: ${MAX_ADDITIONAL_IMAGES} additional images at most.`,
      });
    }
    const picked = files.slice(0, Math.max(0, space));
    let count = 0;
    for (const [index, file] of picked.entries()) {
      const label = picked.length > 1 ? `Uploading image ${index + 1} of ${picked.length}` : 'Uploading image';
      setBusy({ label, percent: Math.round((index / picked.length) * 100) });
      const stored = await upload(file, label, { done: index, of: picked.length });
      if (!stored) continue;
      if (stored.thumbnailUrl) discard(stored.thumbnailUrl);
      const current = read();
      if (current.additionalImages.length >= MAX_ADDITIONAL_IMAGES) {
        discard(stored.url);
        continue;
      }
      commit({ ...current, additionalImages: [...current.additionalImages, stored.url] });
      count += 1;
    }
    setBusy(null);
    if (count > 0) toast.success(uploaded(count));
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
    const images = [...current.additionalImages];
    const target = index + by;
    if (target < 0 || target >= images.length) return;
    [images[index], images[target]] = [images[target]!, images[index]!];
    commit({ ...current, additionalImages: images });
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
                <div className="flex items-center justify-between">
                  <span className="pl-1 text-xs font-medium text-muted-foreground tabular-nums">{index + 1}</span>
                  <div className="flex">
                    <IconButton label={`Move image ${index + 1} earlier`} disabled={busy || index === 0} onClick={() => move(index, -1)}>
                      <ArrowLeft />
                    </IconButton>
                    <IconButton
                      label={`Move image ${index + 1} later`}
                      disabled={busy || index === value.additionalImages.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowRight />
                    </IconButton>
                    <IconButton label={`Remove image ${index + 1}`} disabled={busy} onClick={() => removeAdditional(index)} destructive>
                      <Trash2 />
                    </IconButton>
                  </div>
                </div>
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

/** A button that opens the file picker; the input itself stays out of the tab order. */
function FilePicker({
  label,
  inputLabel,
  multiple = false,
  disabled,
  onPick,
}: {
  label: string;
  inputLabel: string;
  multiple?: boolean;
  disabled: boolean;
  onPick: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        aria-label={inputLabel}
        accept={ACCEPTED_TYPES.image.join(',')}
        multiple={multiple}
        tabIndex={-1}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) onPick(files);
        }}
      />
      <Button type="button" variant="subtle" size="sm" className="w-fit" disabled={disabled} onClick={() => input.current?.click()}>
        <ImagePlus aria-hidden="true" className="size-4" />
        {label}
      </Button>
    </>
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

function IconButton({
  label,
  onClick,
  disabled,
  destructive = false,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  destructive?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={cn('size-9 [&_svg]:size-4', destructive && 'text-destructive hover:bg-destructive/10')}
    >
      {children}
    </Button>
  );
}
