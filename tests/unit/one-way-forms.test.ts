import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One way to write a form (docs/decisions/0079-one-way-to-write-a-form.md): a form is drawn by a kit,
// the back office's (src/components/admin/form) or the storefront's (src/components/store/form), or it
// is a form that works without JavaScript: an `action` the browser can submit to (a URL or a server
// action), which a script may enhance. react-hook-form's useForm is the admin kit's alone.

const KITS = ['src/components/admin/form/', 'src/components/store/form/'];
/** Forms neither kind can be, each with why. */
const DRAWN_FOR_A_SCRIPT: Record<string, string> = {
  // The product page's first load carries no script for made to measure: the server draws the form and
  // measured-form.ts, loaded when the shopper first touches it, prices it and adds it to the cart.
  'src/app/(store)/product/[id]/_components/measured-order.tsx': 'docs/decisions/0058-made-to-measure.md',
};
const FORM_TAG = /<form(?=[\s>])([^>]*)>/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles('src').filter((file) => !KITS.some((kit) => file.startsWith(kit)) && !(file in DRAWN_FOR_A_SCRIPT));

describe('one way to write a form', () => {
  it('draws every form with a kit, unless it works without JavaScript', () => {
    const handWritten = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(FORM_TAG)].filter(([, attributes]) => !/\baction=/.test(attributes!)).map(() => file),
    );
    expect([...new Set(handWritten)], 'use useAdminForm (back office) or useStoreForm (storefront), or give the form an action').toEqual([]);
  });

  it("keeps react-hook-form's useForm inside the admin kit", () => {
    const byHand = files.filter((file) => /\buseForm\s*[<(]/.test(readFileSync(file, 'utf8')) && /from ['"]react-hook-form['"]/.test(readFileSync(file, 'utf8')));
    expect(byHand).toEqual([]);
  });
});
