import http from 'node:http';

/**
 * A GET to our own server on loopback, read to the end: how the page cache has a page past its
 * TTL rendered again (scripts/lib/page-cache.ts). Resolves to the response's status.
 */
export function askOurselves(port: number, url: string, headers: http.OutgoingHttpHeaders) {
  return new Promise<number>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`no answer for ${url} within 30 s`)));
  });
}
