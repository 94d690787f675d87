'use client';
import { useId, useState } from 'react';
import { UploadProgress } from '@/components/admin/upload-progress';
import { FilePicker, ImageOrderControls, moveItem, uploadEach, type UploadProgressState } from '@/components/admin/ordered-images';
import { PORTFOLIO_LIMITS } from '@/lib/schemas/portfolio';

const MAX = PORTFOLIO_LIMITS.images;

/**
 * A project's gallery: up to 12 pictures uploaded at once (several per pick, one after
 * another, with a progress bar), each removable and movable earlier or later. The form keeps
 * the URLs; the saving action deletes what the item let go, and the server sweeps uploads never saved.
 */
export function PortfolioGalleryField({
  value,
  read,
  onChange,
  onBusyChange,
  error,
}: {
  value: readonly string[];
  /** The gallery as it is now, not as of the last render: uploads finish one after another. */
  read: () => readonly string[];
  onChange: (next: string[]) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
}) {
  const id = useId();
  const [progress, setProgress] = useState<UploadProgressState>(null);
  const busy = progress !== null;
  const full = value.length >= MAX;

  function setBusy(next: UploadProgressState) {
    setProgress(next);
    onBusyChange(next !== null);
  }

  function upload(files: File[]) {
    return uploadEach(files, {
      folder: 'portfolio',
      room: MAX - read().length,
      limit: `${MAX} gallery images at most`,
      setProgress: setBusy,
      keep: (stored) => {
        onChange([...read(), stored.url]);
        return true;
      },
    });
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="mb-2 text-sm font-medium">
        Gallery images{' '}
        <span className="font-normal text-muted-foreground">
          ({value.length}/{MAX})
        </span>
      </legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        They follow the cover in the project&rsquo;s gallery on the portfolio page, in this order.
      </p>
      {value.length > 0 ? (
        <ol aria-label="Gallery images" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {value.map((url, index) => (
            <li key={url} className="flex min-w-0 flex-col gap-1.5 rounded-md border border-border bg-background p-1.5">
              {/* eslint-disable-next-line @next/next/no-img-element -- an admin preview of any stored URL, not a page image */}
              <img src={url} alt={`Gallery image ${index + 1}`} className="aspect-[4/3] w-full rounded-sm bg-sand object-cover" />
              <ImageOrderControls
                index={index}
                count={value.length}
                disabled={busy}
                onMove={(by) => onChange(moveItem(read(), index, by))}
                onRemove={() => onChange(read().filter((_, i) => i !== index))}
              />
            </li>
          ))}
        </ol>
      ) : null}
      <FilePicker
        label={full ? `${MAX} images added` : 'Add images'}
        inputLabel="Gallery image files"
        multiple
        disabled={busy || full}
        onPick={(files) => void upload(files)}
      />
      {full ? <p className="text-xs text-muted-foreground">That is the most a project can show: remove an image to add another.</p> : null}
      <div aria-live="polite">{progress ? <UploadProgress percent={progress.percent} label={progress.label} /> : null}</div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
