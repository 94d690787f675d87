'use client';
import { useId, useRef, useState } from 'react';
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { UploadProgress } from '@/components/admin/upload-progress';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { PORTFOLIO_LIMITS } from '@/lib/schemas/portfolio';
import { uploadFile, type UploadedFile } from '@/lib/upload-client';
import { ACCEPTED_TYPES, type UploadProblem } from '@/lib/upload-rules';

const MAX = PORTFOLIO_LIMITS.images;

/**
 * A project's gallery: up to 12 pictures uploaded at once (several per pick, one after
 * another, with a progress bar), each removable and movable earlier or later. The form keeps
 * the URLs; which files to delete is decided on save or cancel (use-draft-uploads, the action).
 */
export function PortfolioGalleryField({
  value,
  read,
  onChange,
  onUploaded,
  onBusyChange,
  error,
}: {
  value: readonly string[];
  /** The gallery as it is now, not as of the last render: uploads finish one after another. */
  read: () => readonly string[];
  onChange: (next: string[]) => void;
  /** Each stored file, so the dialog can delete it if the item is never saved with it. */
  onUploaded: (uploaded: UploadedFile) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ label: string; percent: number } | null>(null);
  const busy = progress !== null;
  const full = value.length >= MAX;

  function setBusy(next: { label: string; percent: number } | null) {
    setProgress(next);
    onBusyChange(next !== null);
  }

  async function upload(files: File[]) {
    const room = MAX - read().length;
    if (files.length > room) {
      toast.error('Upload Error', { description: `Only ${room} more image(s) can be added: ${MAX} gallery images at most.` });
    }
    const picked = files.slice(0, Math.max(0, room));
    let count = 0;
    for (const [index, file] of picked.entries()) {
      const label = picked.length > 1 ? `Uploading image ${index + 1} of ${picked.length}` : 'Uploading image';
      setBusy({ label, percent: Math.round((index / picked.length) * 100) });
      try {
        const stored = await uploadFile(file, {
          folder: 'portfolio',
          onProgress: (percent) => setBusy({ label, percent: Math.round(((index + percent / 100) / picked.length) * 100) }),
        });
        onUploaded(stored);
        onChange([...read(), stored.url]);
        count += 1;
      } catch (problem) {
        const { title, description } = problem as UploadProblem;
        toast.error(title, { description });
      }
    }
    setBusy(null);
    if (count > 0) toast.success(`${count} image(s) uploaded successfully.`);
  }

  function move(index: number, by: -1 | 1) {
    const images = [...read()];
    const target = index + by;
    if (target < 0 || target >= images.length) return;
    [images[index], images[target]] = [images[target]!, images[index]!];
    onChange(images);
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
              <div className="flex items-center justify-between">
                <span className="pl-1 text-xs font-medium text-muted-foreground tabular-nums">{index + 1}</span>
                <div className="flex">
                  <IconButton label={`Move image ${index + 1} earlier`} disabled={busy || index === 0} onClick={() => move(index, -1)}>
                    <ArrowLeft />
                  </IconButton>
                  <IconButton label={`Move image ${index + 1} later`} disabled={busy || index === value.length - 1} onClick={() => move(index, 1)}>
                    <ArrowRight />
                  </IconButton>
                  <IconButton
                    label={`Remove image ${index + 1}`}
                    disabled={busy}
                    destructive
                    onClick={() => onChange(read().filter((_, i) => i !== index))}
                  >
                    <Trash2 />
                  </IconButton>
                </div>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <input
        ref={input}
        type="file"
        aria-label="Gallery image files"
        accept={ACCEPTED_TYPES.image.join(',')}
        multiple
        tabIndex={-1}
        className="sr-only"
        disabled={busy || full}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void upload(files);
        }}
      />
      <Button type="button" variant="subtle" size="sm" className="w-fit" disabled={busy || full} onClick={() => input.current?.click()}>
        <ImagePlus aria-hidden="true" className="size-4" />
        {full ? `${MAX} images added` : 'Add images'}
      </Button>
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

function IconButton({
  label,
  onClick,
  disabled,
  destructive = false,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
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
