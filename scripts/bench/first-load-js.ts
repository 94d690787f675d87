import { gzipSync } from 'node:zlib';
import { pageScripts } from '../lib/scripts-after-paint';

export type PageScripts = { totalKb: number; scripts: Array<{ name: string; kb: number }> };

/** Every script a page's HTML loads on first visit, each gzipped (level 9), in KB. */
export async function firstLoadJs(baseUrl: string, path: string): Promise<PageScripts> {
  // A kept page's scripts are in its after-paint loader; the first render's are still tags.
  const sources = pageScripts(await (await fetch(`${baseUrl}${path}`)).text());
  const scripts = await Promise.all(
    sources.map(async (source) => {
      const body = Buffer.from(await (await fetch(new URL(source, baseUrl))).arrayBuffer());
      return { name: source.split('/').at(-1)!.split('?')[0]!, kb: gzipSync(body, { level: 9 }).length / 1024 };
    }),
  );
  scripts.sort((a, b) => b.kb - a.kb);
  return { totalKb: scripts.reduce((sum, script) => sum + script.kb, 0), scripts };
}
