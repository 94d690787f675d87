import { describe, expect, it } from 'vitest';
import { squeezeScript } from '@/lib/squeeze-script';
import { EARLY_PRESSES_SCRIPT } from '@/components/store/early-presses';
import { loadScriptsAfterPaint } from '../../scripts/lib/scripts-after-paint';

describe('squeezeScript', () => {
  it('takes out the spaces beside punctuation and keeps those between words', () => {
    expect(squeezeScript(`function f (a, b) {\n  if (a !== b) return a - -b;\n  var c = [a, b];\n  return typeof c;\n}`)).toBe(
      'function f(a,b){if(a!==b)return a - -b;var c=[a,b];return typeof c;}',
    );
  });

  it('leaves the inline scripts a browser can still run, doing the same', () => {
    const loader = /<script>([\s\S]*?)<\/script>/.exec(loadScriptsAfterPaint('<head><script src="/_next/static/a.js" async=""></script></head>'))![1]!;
    for (const script of [EARLY_PRESSES_SCRIPT, loader]) expect(() => new Function(script)).not.toThrow();
    expect(loader).toContain("querySelectorAll('link[data-after-paint]')");
    expect(loader).toContain('__loadAfterPaint(["a.js"],[])');
  });
});
