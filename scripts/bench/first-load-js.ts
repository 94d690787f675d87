import { gzipSync } from 'node:zlib';

/** Gzipped size in KB of every script a page loads on first visit. */
export async function firstLoadJsKb(baseUrl: string, path: string) {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)].map((m) => m[1]!))];
  let total = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, baseUrl))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total / 1024;
}
