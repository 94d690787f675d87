'use client';
import { useId, useRef, useState } from 'react';
import { ImagePlus } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { UploadProgress } from '@/components/admin/upload-progress';
import { uploadFile, type UploadedFile } from '@/lib/upload-client';
import { ACCEPTED_TYPES, type UploadFolder, type UploadProblem } from '@/lib/upload-rules';

// Puts a picture into the text: a description for screen readers first, then a file, which
// goes through the media module (type by magic bytes, 5 MB, re-encoded) like every upload.

export function ImagePanel({
  folder,
  onInsert,
  onClose,
}: {
  folder: UploadFolder;
  onInsert: (uploaded: UploadedFile, alt: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [percent, setPercent] = useState<number | null>(null);

  async function upload(file: File) {
    setPercent(0);
    try {
      onInsert(await uploadFile(file, { folder, kind: 'image', onProgress: setPercent }), alt.trim());
    } catch (problem) {
      const { title, description } = problem as UploadProblem;
      toast.error(title, { description });
    } finally {
      setPercent(null);
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  return (
    <div data-editor-panel className="flex flex-col gap-2 border-b border-border bg-card px-3 py-3">
      <Label htmlFor={`${id}-alt`}>Image description</Label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={`${id}-alt`}
          autoFocus
          autoComplete="off"
          maxLength={200}
          className="min-w-52 flex-1"
          placeholder="e.g. A walnut dining table set for six"
          aria-describedby={`${id}-hint`}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              fileRef.current?.click();
            }
          }}
        />
        <Button size="sm" disabled={percent !== null} onClick={() => fileRef.current?.click()}>
          <ImagePlus aria-hidden="true" className="size-4" />
          Choose image
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Read aloud to visitors who cannot see the picture. JPEG, PNG, WebP, AVIF or GIF, up to 5 MB.
      </p>
      <input
        ref={fileRef}
        type="file"
        tabIndex={-1}
        aria-hidden="true"
        accept={ACCEPTED_TYPES.image.join(',')}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      {percent !== null ? <UploadProgress percent={percent} /> : null}
    </div>
  );
}
