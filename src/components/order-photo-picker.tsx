'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { ORDER_PHOTO_ACCEPT } from '@/lib/order-photo-paths';
import { MAX_IMAGE_BYTES } from '@/lib/constants';

// Photos for an order, each uploaded as it is chosen (one a request: server actions take at most
// 1 MB): an admin's workshop photos for a stage, a buyer's photos of a problem. The form then sends
// the keys the uploads answered. Plain markup and fetch, so the storefront loads no library for it.

export type PickedPhoto = { key: string; preview: string; name: string };

export function OrderPhotoPicker({
  uploadPath,
  orderField,
  max,
  photos,
  onChange,
  onBusyChange,
  label = 'Photos',
  hint,
  tone = 'admin',
}: {
  uploadPath: string;
  /** The order the photos are of, sent with each upload: `{ orderId: … }` or `{ orderNumber: … }`. */
  orderField: Record<string, string>;
  max: number;
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  onBusyChange?: (busy: boolean) => void;
  label?: string;
  hint?: string;
  tone?: 'admin' | 'store';
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<{ done: number; of: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  }, [photos]);

  // The previews are object URLs of the chosen files: released when the picker goes.
  useEffect(() => () => latest.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);

  async function choose(files: FileList | null) {
    if (!files || files.length === 0) return;
    const room = max - latest.current.length;
    const chosen = [...files].slice(0, Math.max(0, room));
    const problems: string[] = files.length > room ? [`At most ${max} photos: the rest were left out.`] : [];
    setUploading({ done: 0, of: chosen.length });
    onBusyChange?.(true);
    let added = latest.current;
    for (const [index, file] of chosen.entries()) {
      if (file.size > MAX_IMAGE_BYTES) {
        problems.push(`${file.name}: too large (at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB).`);
      } else {
        const form = new FormData();
        for (const [name, value] of Object.entries(orderField)) form.append(name, value);
        form.append('file', file);
        const answer = await fetch(uploadPath, { method: 'POST', body: form })
          .then((response) => response.json() as Promise<{ data: { key: string } | null; error: { message: string } | null }>)
          .catch(() => null);
        if (answer?.data) {
          added = [...added, { key: answer.data.key, preview: URL.createObjectURL(file), name: file.name }];
          latest.current = added;
          onChange(added);
        } else {
          problems.push(`${file.name}: ${answer?.error?.message ?? 'the upload failed. Please try again.'}`);
        }
      }
      setUploading({ done: index + 1, of: chosen.length });
    }
    setUploading(null);
    onBusyChange?.(false);
    setErrors(problems);
    if (input.current) input.current.value = '';
  }

  function remove(photo: PickedPhoto) {
    URL.revokeObjectURL(photo.preview);
    latest.current = latest.current.filter((item) => item.key !== photo.key);
    onChange(latest.current);
  }

  const full = photos.length >= max;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label} <span className="font-normal text-muted-foreground">(optional, up to {max})</span>
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ORDER_PHOTO_ACCEPT}
        multiple
        disabled={full || uploading !== null}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => void choose(event.currentTarget.files)}
        className={clsx(
          'block w-full text-sm file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-md file:border file:border-border file:bg-card file:px-3 file:text-sm file:font-medium disabled:opacity-60',
          tone === 'store' && 'file:min-h-11',
        )}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <p aria-live="polite" className="text-xs text-muted-foreground empty:hidden">
        {uploading ? `Uploading ${Math.min(uploading.done + 1, uploading.of)} of ${uploading.of}…` : ''}
      </p>
      {errors.length > 0 ? (
        <ul role="alert" className="flex flex-col gap-1 text-sm font-medium text-destructive">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      {photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Chosen photos">
          {photos.map((photo) => (
            <li key={photo.key} className="relative">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (object URL) of the chosen file */}
              <img src={photo.preview} alt={photo.name} className="aspect-square w-full rounded-md border border-border object-cover" />
              <button
                type="button"
                onClick={() => remove(photo)}
                className="absolute top-1 right-1 min-h-8 rounded-md bg-background/90 px-2 text-xs font-semibold shadow-sm ring-1 ring-border hover:bg-background"
                aria-label={`Remove ${photo.name}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
