import { MAX_IMAGE_BYTES } from '@/lib/constants';

// What may be uploaded, shared by the browser (checks before sending, for a quick answer)
// and the server (the real check, by magic bytes). The messages are the product's toasts.

export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;

export const UPLOAD_KINDS = ['image', 'video'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Folders the back office stores into; a key outside them is never written or removed. */
export const UPLOAD_FOLDERS = ['products', 'categories', 'hero-slides', 'hero-media', 'blog', 'pages', 'portfolio', 'settings', 'inbox'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** MIME types as detected from the file's first bytes. SVG is left out on purpose: it can carry script. */
export const ACCEPTED_TYPES: Record<UploadKind, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
  video: ['video/mp4', 'video/webm'],
};

export const MAX_BYTES: Record<UploadKind, number> = { image: MAX_IMAGE_BYTES, video: MAX_VIDEO_BYTES };

export type UploadProblem = { title: string; description: string };

export const uploadProblems = {
  notAccepted: (file: string, kind: UploadKind): UploadProblem => ({
    title: 'Invalid file',
    description: kind === 'image' ? `${file} is not an image file.` : `${file} is not an MP4 or WebM video.`,
  }),
  tooLarge: (file: string, kind: UploadKind): UploadProblem => ({
    title: 'File too large',
    description: `${file} exceeds ${MAX_BYTES[kind] / (1024 * 1024)}MB limit.`,
  }),
  failed: (): UploadProblem => ({ title: 'Upload Error', description: 'The upload failed. Please try again.' }),
};

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && (UPLOAD_KINDS as readonly string[]).includes(value);
}

export function isUploadFolder(value: unknown): value is UploadFolder {
  return typeof value === 'string' && (UPLOAD_FOLDERS as readonly string[]).includes(value);
}
