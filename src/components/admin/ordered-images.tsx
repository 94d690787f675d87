'use client';
import { useRef } from 'react';
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { uploadFile, type UploadedFile } from '@/lib/upload-client';
import { ACCEPTED_TYPES, type UploadFolder, type UploadProblem } from '@/lib/upload-rules';

// What the ordered picture lists share (a product's additional images, a project's gallery):
// a button that opens the file picker, several files uploaded one after another with one
// progress bar, and each picture's number with buttons to move it earlier or later or remove it.

export type UploadProgressState = { label: string; percent: number } | null;

/**
 * Uploads the picked files one after another, at most `room` of them (saying so when more
 * were picked), reporting progress across all of them. `keep` takes each stored file and says
 * whether the list took it. Problems are toasted per file; the count kept is toasted at the end.
 */
export async function uploadEach(
  files: File[],
  {
    folder,
    room,
    limit,
    setProgress,
    keep,
  }: {
    folder: UploadFolder;
    room: number;
    /** The list's limit in words, e.g. '7 additional images at most'. */
    limit: string;
    setProgress: (progress: UploadProgressState) => void;
    keep: (stored: UploadedFile) => boolean;
  },
) {
  if (files.length > room) toast.error('Upload Error', { description: `Only ${room} more image(s) can be added: ${limit}.` });
  const picked = files.slice(0, Math.max(0, room));
  let kept = 0;
  for (const [index, file] of picked.entries()) {
    const label = picked.length > 1 ? `Uploading image ${index + 1} of ${picked.length}` : 'Uploading image';
    setProgress({ label, percent: Math.round((index / picked.length) * 100) });
    try {
      const stored = await uploadFile(file, {
        folder,
        onProgress: (percent) => setProgress({ label, percent: Math.round(((index + percent / 100) / picked.length) * 100) }),
      });
      if (keep(stored)) kept += 1;
    } catch (problem) {
      const { title, description } = problem as UploadProblem;
      toast.error(title, { description });
    }
  }
  setProgress(null);
  if (kept > 0) toast.success(`${kept} image(s) uploaded successfully.`);
}

/** The list with the item at `index` moved one place earlier (-1) or later (1); unchanged at either end. */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const items = [...list];
  const target = index + by;
  if (target < 0 || target >= items.length) return items;
  [items[index], items[target]] = [items[target]!, items[index]!];
  return items;
}

/** A picture's place in its list, and the buttons that move or remove it. */
export function ImageOrderControls({
  index,
  count,
  disabled,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  disabled: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  return (
    <div className="flex items-center justify-between">
      <span className="pl-1 text-xs font-medium text-muted-foreground tabular-nums">{n}</span>
      <div className="flex">
        <IconButton label={`Move image ${n} earlier`} disabled={disabled || index === 0} onClick={() => onMove(-1)}>
          <ArrowLeft />
        </IconButton>
        <IconButton label={`Move image ${n} later`} disabled={disabled || index === count - 1} onClick={() => onMove(1)}>
          <ArrowRight />
        </IconButton>
        <IconButton label={`Remove image ${n}`} disabled={disabled} onClick={onRemove} destructive>
          <Trash2 />
        </IconButton>
      </div>
    </div>
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

/** A button that opens the file picker; the input itself stays out of the tab order. */
export function FilePicker({
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
