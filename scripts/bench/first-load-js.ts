import { gzipSync } from 'node:zlib';

export type PageScripts = { totalKb: number; scripts: Array<{ name: string; kb: number }> };

/** Every script a page's HTML loads on first visit, each gzipped (level 9), in KB. */
export async function firstLoadJs(baseUrl: string, path: string): Promise<PageScripts> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  // Modern browsers skip noModule scripts (Next's legacy polyfills): they are not downloaded.
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bnoModule\b/i.test(tag));
  const sources = [...new Set(tags.map((tag) => /src="([^"]+\.js[^"]*)"/.exec(tag)?.[1]).filter((src): src is string => Boolean(src)))];
  const scripts = await Promise.all(
    sources.map(async (source) => {
      const body = Buffer.from(await (await fetch(new URL(source, baseUrl))).arrayBuffer());
      return { name: source.split('/').at(-1)!.split('?')[0]!, kb: gzipSync(body, { level: 9 }).length / 1024 };
    }),
  );
  scripts.sort((a, b) => b.kb - a.kb);
  return { totalKb: scripts.reduce((sum, script) => sum + script.kb, 0), scripts };
}
