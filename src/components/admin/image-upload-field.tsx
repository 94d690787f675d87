'use client';
import { useId, useRef, useState } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FieldMessages } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { uploadFile, type UploadedFile } from '@/lib/upload-client';
import { ACCEPTED_TYPES, type UploadFolder, type UploadKind, type UploadProblem } from '@/lib/upload-rules';
import { UploadProgress } from './upload-progress';

/**
 * One uploaded file (a category banner, a slide image, a hero video): pick, upload with a
 * progress bar, preview, remove. The form keeps only the URL; the file is stored at once, and
 * deleting it from storage is the saving action's job (so Cancel never loses a stored file).
 */
export function ImageUploadField({
  id,
  label,
  value,
  onChange,
  folder,
  kind = 'image',
  successMessage = '1 image(s) uploaded successfully.',
  errorTitle,
  hint,
  error,
  preview = 'photo',
}: {
  /** The file input's id; one of its own when not given. */
  id?: string;
  label: string;
  /** A line under the button: what picture fits here. */
  hint?: React.ReactNode;
  /** The form's message for this field (from validation or the server). */
  error?: string;
  /** 'photo' previews in a cropped square; 'logo' shows the whole picture, wide, on the page background. */
  preview?: 'photo' | 'logo';
  /** Each screen's own words (docs/product.md section 8): hero slides say 'Image uploaded successfully'. */
  successMessage?: string;
  /** Replaces the problem's own title ('Invalid file', 'Upload Error', ...) when a screen has one. */
  errorTitle?: string;
  value: string | null;
  onChange: (uploaded: UploadedFile | null) => void;
  folder: UploadFolder;
  kind?: UploadKind;
}) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);

  async function upload(file: File) {
    setPercent(0);
    try {
      const uploaded = await uploadFile(file, { folder, kind, onProgress: setPercent });
      onChange(uploaded);
      toast.success(successMessage);
    } catch (problem) {
      const { title, description } = problem as UploadProblem;
      toast.error(errorTitle ?? title, { description });
    } finally {
      setPercent(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      {value ? (
        <div className="flex items-center gap-3">
          {kind === 'video' ? (
            <video src={value} className="h-20 w-32 rounded-md border border-border object-cover" muted playsInline />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- an admin preview of any stored URL, not a page image
            <img
              src={value}
              alt=""
              className={cn(
                'h-20 rounded-md border border-border',
                preview === 'logo' ? 'w-44 bg-background object-contain p-2' : 'w-20 object-cover',
              )}
            />
          )}
          <Button type="button" variant="subtle" size="sm" onClick={() => onChange(null)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        </div>
      ) : null}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPTED_TYPES[kind].join(',')}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="sr-only"
        disabled={percent !== null}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button type="button" variant="subtle" size="sm" className="w-fit" disabled={percent !== null} onClick={() => inputRef.current?.click()}>
        <ImagePlus aria-hidden="true" className="size-4" />
        {value ? 'Replace' : 'Upload'}
      </Button>
      {percent !== null ? <UploadProgress percent={percent} /> : null}
      <FieldMessages inputId={inputId} hint={hint} error={error} />
    </div>
  );
}
