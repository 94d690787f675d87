import {
  ACCEPTED_TYPES,
  MAX_BYTES,
  uploadProblems,
  type UploadFolder,
  type UploadKind,
  type UploadProblem,
} from '@/lib/upload-rules';

// The browser side of /api/uploads for the admin forms. XMLHttpRequest rather than fetch,
// because only it reports upload progress. The file's type and size are checked here first
// for a quick answer with the product's messages; the server checks again, by magic bytes.

export type UploadedFile = { url: string; thumbnailUrl: string | null };
export type UploadOptions = {
  folder: UploadFolder;
  kind?: UploadKind;
  /** Percent sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

const networkProblem: UploadProblem = {
  title: 'Upload Error',
  description: 'The upload failed. Check your connection and try again.',
};

const cancelled: UploadProblem = { title: 'Upload Error', description: 'The upload was cancelled.' };

/** The problem the browser can already see (wrong type by name, too large), or null. */
export function checkFileBeforeUpload(file: File, kind: UploadKind = 'image'): UploadProblem | null {
  // The browser derives `type` from the extension: good enough for a first answer, not for
  // trust. An unknown extension gives '' and is left to the server, which reads the bytes.
  if (file.type !== '' && !ACCEPTED_TYPES[kind].includes(file.type)) return uploadProblems.notAccepted(file.name, kind);
  if (file.size > MAX_BYTES[kind]) return uploadProblems.tooLarge(file.name, kind);
  return null;
}

/** Uploads one file; resolves to its URLs or rejects with `{ title, description }` for a toast. */
export function uploadFile(file: File, { folder, kind = 'image', onProgress, signal }: UploadOptions): Promise<UploadedFile> {
  const problem = checkFileBeforeUpload(file, kind);
  if (problem) return Promise.reject(problem);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // kind and folder in the URL too, so the server can refuse an oversized body before reading it.
    xhr.open('POST', `/api/uploads?${new URLSearchParams({ folder, kind })}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { data: UploadedFile | null; error: UploadProblem | null } | null;
      if (xhr.status === 200 && body?.data) resolve(body.data);
      else reject(body?.error ?? uploadProblems.failed());
    };
    xhr.onerror = () => reject(networkProblem);
    xhr.onabort = () => reject(cancelled);
    if (signal?.aborted) return reject(cancelled);
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file);
    form.append('folder', folder);
    form.append('kind', kind);
    xhr.send(form);
  });
}
