import 'server-only';
import { getStorage } from '@/server/media/storage';

// Files inside "Download my data" (./account-export.ts): base64, so the file is complete on its own.

async function streamToBase64(stream: ReadableStream<Uint8Array>) {
  return Buffer.from(await new Response(stream).arrayBuffer()).toString('base64');
}

/** A stored file's bytes, or null when storage no longer has it (the export still completes). */
export async function storedFile(key: string) {
  const storage = getStorage();
  const info = await storage.stat(key);
  if (!info) return null;
  return streamToBase64(await storage.read(key, { start: 0, end: Math.max(0, info.size - 1) }));
}
