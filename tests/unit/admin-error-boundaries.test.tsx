import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// Every admin screen that reads data has an error.tsx of its own (docs/decisions/
// 0017-admin-lists-in-the-url.md): its page just awaits, and a failed read shows the screen's
// title, the screen's message and "Try again" inside the admin frame. The end-to-end test
// (tests/e2e/admin-lists.spec.ts) makes a real read fail; this one checks every segment has one.

const ADMIN = path.resolve(import.meta.dirname, '../../src/app/admin');

// Segments without one: a redirect, the dashboard (its figures fall back to the app's error page), and
// the no-access screen, which reads nothing.
const WITHOUT_BOUNDARY = new Set(['blog', '(dashboard)', 'no-access']);

// The settings screen renders nothing when its settings cannot be read (docs/product.md section 8).
const RENDERS_NOTHING = new Set(['settings']);

function pageSegments(dir = ADMIN, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const segment = prefix ? `${prefix}/${entry.name}` : entry.name;
    const here = existsSync(path.join(dir, entry.name, 'page.tsx')) ? [segment] : [];
    return [...here, ...pageSegments(path.join(dir, entry.name), segment)];
  });
}

const segments = pageSegments().filter((segment) => !WITHOUT_BOUNDARY.has(segment));

describe('admin error boundaries', () => {
  it('finds the admin screens', () => {
    expect(segments).toEqual(expect.arrayContaining(['products/(list)', 'products/[id]', 'products/new', 'orders', 'customers', 'delivery', 'faqs', 'settings']));
  });

  it.each(segments)('%s has an error.tsx that shows the failure and a way to try again', async (segment) => {
    const file = path.join(ADMIN, segment, 'error.tsx');
    expect(existsSync(file), `${segment}/error.tsx is missing`).toBe(true);
    const { default: SegmentError } = (await import(file)) as { default: (props: { error: unknown; retry: () => void }) => React.ReactNode };
    const html = renderToStaticMarkup(<SegmentError error={new Error('boom')} retry={() => {}} />);
    if (RENDERS_NOTHING.has(segment)) {
      expect(html).toBe('');
      return;
    }
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toMatch(/role="alert"[^>]*>.*<p class="font-medium">[^<]+<\/p>/s);
    expect(html).toContain('Try again');
    // What the server threw stays on the server.
    expect(html).not.toContain('boom');
  });
});
