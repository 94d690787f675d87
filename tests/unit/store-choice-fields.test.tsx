import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StoreCheckboxField, StoreFieldset, StoreFileField } from '@/components/store/form/store-choice-fields';
import { useStoreForm } from '@/components/store/form/use-store-form';

// The storefront kit's controls that are not text (src/components/store/form/store-choice-fields.tsx): each
// takes its id, label and hint wiring from its name, and marks itself with it for the screen order in
// which a refused field is focused (docs/decisions/0079-one-way-to-write-a-form.md).

type Values = { signOut: boolean; method: string; proof: File[] };

function Fields() {
  const form = useStoreForm<Values>({ signOut: true, method: 'bank', proof: [] }, () => ({}));
  return (
    <>
      <StoreCheckboxField form={form} name="signOut" label="Sign out of other devices" hint="Everywhere else." />
      <StoreFieldset form={form} name="method" legend="How would you like to pay?">
        <input type="radio" name="method" value="bank" />
      </StoreFieldset>
      <StoreFileField form={form} name="proof" label="Proof of payment" hint="JPEG, PNG or PDF." accept="image/png" />
    </>
  );
}

const html = renderToStaticMarkup(<Fields />);
const attributes = (tag: string, marker: string) => new RegExp(`<${tag}[^>]*${marker}[^>]*>`).exec(html)?.[0] ?? '';
const attribute = (element: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1];

describe('the storefront kit: checkbox, group of choices and file picker', () => {
  it('draws a checkbox checked from its value, its label and hint pointing at it', () => {
    const box = attributes('input', 'type="checkbox"');
    const id = attribute(box, 'id')!;
    expect(box).toContain('checked=""');
    expect(html).toContain(`<label for="${id}"`);
    expect(attribute(box, 'aria-describedby')).toBe(`${id}-hint`);
    expect(html).toContain(`<p id="${id}-hint"`);
    expect(html).toMatch(/<div data-field="signOut"/);
  });

  it('makes the group of choices the place a refusal takes the focus, under its legend', () => {
    const group = attributes('fieldset', 'data-field="method"');
    expect(attribute(group, 'id')).toMatch(/-method$/);
    expect(attribute(group, 'tabindex')).toBe('-1');
    expect(html).toContain('<legend class="mb-2 text-sm font-medium">How would you like to pay?</legend>');
  });

  it('labels the file picker by its name and describes it by its hint', () => {
    const picker = attributes('input', 'type="file"');
    const id = attribute(picker, 'id')!;
    expect(id).toMatch(/-proof$/);
    expect(attribute(picker, 'accept')).toBe('image/png');
    expect(attribute(picker, 'aria-describedby')).toBe(`${id}-hint`);
    expect(html).toContain(`for="${id}"`);
    expect(html).toContain('data-field="proof"');
  });
});
