import { getStorage } from '@/server/media/storage';
import { STORAGE_CACHE_SECONDS } from '@/lib/constants';

export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const { key } = await params;
  const object = await getStorage().get(key.join('/'));
  if (!object) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(object.body), {
    headers: {
      'Content-Type': object.contentType,
      'Cache-Control': `public, max-age=${STORAGE_CACHE_SECONDS}`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
