import 'server-only';

/**
 * A request's body as bytes, or null when it is (or claims to be) larger than `limit`: read as it
 * arrives and cut off past the cap, for webhooks whose signature is checked on the exact bytes
 * before anything parses them (docs/security.md), and for a download's (a fetch Response's) body.
 */
export async function readCappedBody(request: Pick<Request, 'headers' | 'body'>, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
