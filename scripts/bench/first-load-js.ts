import { gzipSync } from 'node:zlib';

/** Gzipped size in KB of every script a page loads on first visit. */
export async function firstLoadJsKb(baseUrl: string, path: string) {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  // Modern browsers skip noModule scripts (Next's legacy polyfills): they are not downloaded.
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bnoModule\b/i.test(tag));
  const sources = [...new Set(tags.map((tag) => /src="([^"]+\.js[^"]*)"/.exec(tag)?.[1]).filter((src): src is string => Boolean(src)))];
  let total = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, baseUrl))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total / 1024;
}
