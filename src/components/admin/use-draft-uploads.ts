'use client';
import { useCallback, useRef } from 'react';
import { removeUploadedFile, type UploadedFile } from '@/lib/upload-client';

const removeQuietly = (url: string) => removeUploadedFile(url).catch(() => undefined);

/**
 * Files uploaded while a form is open but not saved yet. An upload is stored at once, so a
 * form that is cancelled, or whose picture is replaced again before saving, would leave
 * files nothing uses; they are removed here. The saved record's own previous file is never
 * a draft: the saving action deletes it once the change is committed.
 * Shared by the category, hero slide, hero media and portfolio forms.
 */
export function useDraftUploads() {
  const drafts = useRef(new Set<string>());

  /** Records a new upload. These records keep one picture, so its thumbnail is not needed. */
  const track = useCallback((uploaded: UploadedFile | null) => {
    if (!uploaded) return;
    drafts.current.add(uploaded.url);
    if (uploaded.thumbnailUrl) void removeQuietly(uploaded.thumbnailUrl);
  }, []);

  /** After a save, every draft but the saved URL(s); after a cancel (no `kept`), all of them. */
  const discard = useCallback((kept?: string | null | readonly string[]) => {
    const keep = new Set(typeof kept === 'string' ? [kept] : (kept ?? []));
    for (const url of drafts.current) if (!keep.has(url)) void removeQuietly(url);
    drafts.current.clear();
  }, []);

  return { track, discard };
}
