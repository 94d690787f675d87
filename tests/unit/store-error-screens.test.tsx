import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import GlobalError from '@/app/global-error';
import RootError from '@/app/error';
import StoreError from '@/app/(store)/error';

// The storefront's error boundaries show the product's 'Unexpected Application Error!' (docs/product.md).
// Their scripts load with every page, so the screen's buttons load only when an error happens; the
// last boundary, global-error.tsx, draws the words at once, before that load.

type Boundary = (props: { error: unknown; retry: () => void }) => React.ReactNode;

const failure = Object.assign(new Error('boom'), { digest: '2718281828' });

async function renderedOnceLoaded(Boundary: Boundary) {
  const { prelude } = await prerenderToNodeStream(<Boundary error={failure} retry={() => {}} />);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('store error boundaries', () => {
  it('global-error draws its document and the words at once, before the buttons have loaded', () => {
    const html = renderToStaticMarkup(<GlobalError error={failure} retry={() => {}} />);
    expect(html).toContain('<html lang="en-NG">');
    expect(html).toContain('Unexpected Application Error!</h1>');
    expect(html).toMatch(/Reference: (<!-- -->)?2718281828/);
    expect(html).not.toContain('Try again');
  });

  it.each([
    ['global-error.tsx', GlobalError],
    ['error.tsx', RootError],
    ['(store)/error.tsx', StoreError],
  ] as const)('%s shows the words, the reference, "Try again" and "Return to Home" once loaded', async (_name, Boundary) => {
    const html = await renderedOnceLoaded(Boundary);
    expect(html).toContain('Unexpected Application Error!</h1>');
    expect(html).toMatch(/Reference: (<!-- -->)?2718281828/);
    expect(html).toMatch(/<button[^>]*>.*Try again<\/button>/);
    expect(html).toMatch(/<a href="\/"[^>]*>Return to Home<\/a>/);
  });
});
