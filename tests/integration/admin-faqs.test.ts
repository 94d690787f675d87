import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedOut } from '../helpers/sessions';
import { auditEntriesOf, userIdOf } from '../helpers/audit-entries';
import { db } from '@/server/db/client';
import { faqs } from '@/server/db/schema';
import { storefrontVersion } from '@/server/storefront-cache';
import { listAdminFaqs } from '@/server/content/admin-faq-reads';
import { listPublishedFaqs } from '@/server/content/faq-reads';
import { createFaqAction } from '@/server/content/actions/create-faq';
import { updateFaqAction } from '@/server/content/actions/update-faq';
import { deleteFaqAction } from '@/server/content/actions/delete-faq';
import type { FaqInput } from '@/lib/schemas/faq';

// The Manage FAQs screen's actions against a real database and real sessions: the product's
// defaults (display order 0, published), its required fields, the public /faq query
// following every write, and only an admin allowed.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

const create = (input: FaqInput) => as(callers.admin, () => createFaqAction(input));
const update = (id: string, input: FaqInput) => as(callers.admin, () => updateFaqAction({ id, ...input }));
const remove = (id: string) => as(callers.admin, () => deleteFaqAction({ id }));

async function created(input: FaqInput) {
  const result = await create(input);
  if (!result.ok) throw new Error(`create failed: ${result.error}`);
  return result.data;
}

async function row(id: string) {
  const [found] = await db.select().from(faqs).where(eq(faqs.id, id));
  return found;
}

const publicQuestions = async () => (await listPublishedFaqs()).map((faq) => faq.question);

describe('creating an FAQ', () => {
  it('saves it trimmed, with display order 0, published and no category by default, and shows it on /faq', async () => {
    const version = storefrontVersion();
    const faq = await created({ question: '  Do you deliver outside Lagos?  ', answer: ' Yes, nationwide. ', category: '', displayOrder: '' });
    expect(await row(faq.id)).toMatchObject({
      question: 'Do you deliver outside Lagos?',
      answer: 'Yes, nationwide.',
      category: null,
      displayOrder: 0,
      published: true,
    });
    expect(storefrontVersion()).toBeGreaterThan(version);
    expect(await publicQuestions()).toContain('Do you deliver outside Lagos?');
  });

  it('keeps a draft (published false) out of the public listing but in the admin list', async () => {
    const faq = await created({ question: 'A draft question?', answer: 'Not yet.', category: 'Orders', displayOrder: '4', published: false });
    expect(await row(faq.id)).toMatchObject({ category: 'Orders', displayOrder: 4, published: false });
    expect(await publicQuestions()).not.toContain('A draft question?');
    const listed = await as(callers.admin, () => listAdminFaqs());
    expect(listed.find((item) => item.id === faq.id)).toMatchObject({ published: false, category: 'Orders' });
  });

  it('refuses a missing question or answer and a bad display order, with the messages the form shows', async () => {
    const before = (await db.select().from(faqs)).length;
    const result = await create({ question: '   ', answer: '', displayOrder: '-1' });
    expect(result).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: {
        question: ['Question is required'],
        answer: ['Answer is required'],
        displayOrder: ['Display order cannot be negative'],
      },
    });
    expect(await create({ question: 'Q?', answer: 'A.', displayOrder: '1.5' })).toMatchObject({
      ok: false,
      fieldErrors: { displayOrder: ['Display order must be a whole number'] },
    });
    expect(await create({ question: 'x'.repeat(301), answer: 'A.' })).toMatchObject({
      ok: false,
      fieldErrors: { question: ['Question is too long (300 characters at most)'] },
    });
    expect((await db.select().from(faqs)).length).toBe(before);
  });
});

describe('the admin list', () => {
  it('holds every FAQ in ascending display order', async () => {
    await created({ question: 'Last one?', answer: 'Yes.', displayOrder: '90' });
    await created({ question: 'First one?', answer: 'Yes.', displayOrder: '0' });
    const orders = (await as(callers.admin, () => listAdminFaqs())).map((faq) => faq.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(orders.at(-1)).toBe(90);
  });
});

describe('updating an FAQ', () => {
  it('changes every field; unpublishing takes it off /faq and publishing brings it back', async () => {
    const faq = await created({ question: 'Can I return an item?', answer: 'Within 7 days.', displayOrder: '2' });
    expect(await publicQuestions()).toContain('Can I return an item?');

    const version = storefrontVersion();
    const result = await update(faq.id, { question: 'Can I return a sofa?', answer: 'Within 14 days.', category: 'Returns', displayOrder: '5', published: false });
    expect(result).toMatchObject({ ok: true });
    expect(await row(faq.id)).toMatchObject({ question: 'Can I return a sofa?', answer: 'Within 14 days.', category: 'Returns', displayOrder: 5, published: false });
    expect(storefrontVersion()).toBeGreaterThan(version);
    const visible = await publicQuestions();
    expect(visible).not.toContain('Can I return a sofa?');
    expect(visible).not.toContain('Can I return an item?');

    await update(faq.id, { question: 'Can I return a sofa?', answer: 'Within 14 days.', category: '', displayOrder: '5', published: true });
    expect(await row(faq.id)).toMatchObject({ category: null, published: true });
    expect(await publicQuestions()).toContain('Can I return a sofa?');
  });

  it('refuses an empty answer and an FAQ that no longer exists', async () => {
    const faq = await created({ question: 'Is assembly included?', answer: 'Yes.' });
    expect(await update(faq.id, { question: 'Is assembly included?', answer: '  ' })).toMatchObject({
      ok: false,
      fieldErrors: { answer: ['Answer is required'] },
    });
    expect((await row(faq.id))?.answer).toBe('Yes.');
    await db.delete(faqs).where(eq(faqs.id, faq.id));
    expect(await update(faq.id, { question: 'Gone?', answer: 'Gone.' })).toMatchObject({
      ok: false,
      code: 'rejected',
      error: 'This FAQ no longer exists. Reload the page.',
    });
  });
});

describe('deleting an FAQ', () => {
  it('removes it from the table and from /faq', async () => {
    const faq = await created({ question: 'Do you sell gift cards?', answer: 'Not yet.' });
    const version = storefrontVersion();
    expect(await remove(faq.id)).toEqual({ ok: true, data: { id: faq.id } });
    expect(await row(faq.id)).toBeUndefined();
    expect(await publicQuestions()).not.toContain('Do you sell gift cards?');
    expect(storefrontVersion()).toBeGreaterThan(version);
    expect(await remove(faq.id)).toMatchObject({ ok: false, error: 'This FAQ no longer exists. Reload the page.' });
  });
});

describe('only an admin', () => {
  it.each([
    ['signed out', () => signedOut, 'signed-out'],
    ['a shopper', () => callers.shopper, 'not-admin'],
  ] as const)('is refused when %s, and nothing changes', async (_who, caller, code) => {
    const faq = await created({ question: `Who can edit ${code}?`, answer: 'Admins.' });
    const version = storefrontVersion();
    expect(await as(caller(), () => createFaqAction({ question: 'Sneaky?', answer: 'No.' }))).toMatchObject({ ok: false, code });
    expect(await as(caller(), () => updateFaqAction({ id: faq.id, question: 'Sneaky?', answer: 'No.', published: false }))).toMatchObject({ ok: false, code });
    expect(await as(caller(), () => deleteFaqAction({ id: faq.id }))).toMatchObject({ ok: false, code });
    await expect(as(caller(), () => listAdminFaqs())).rejects.toMatchObject({ reason: code });
    expect(await row(faq.id)).toMatchObject({ question: `Who can edit ${code}?`, published: true });
    expect(await publicQuestions()).not.toContain('Sneaky?');
    expect(storefrontVersion()).toBe(version);
  });
});

describe('the activity log', () => {
  it('records an FAQ’s create, change and delete with the fields before and after', async () => {
    const faq = await created({ question: 'Do you assemble?', answer: 'Yes, in Lagos.', category: '', displayOrder: '' });
    expect(await update(faq.id, { question: 'Do you assemble?', answer: 'Yes, in Lagos and Abuja.', category: 'Delivery', displayOrder: '2' })).toMatchObject({ ok: true });
    expect(await remove(faq.id)).toMatchObject({ ok: true });
    const [made, changed, deleted] = await auditEntriesOf('faq', faq.id);
    expect(made).toMatchObject({ action: 'create', entityLabel: 'FAQ Do you assemble?', actorRole: 'owner', actorId: await userIdOf(callers.admin) });
    expect(changed!.changes).toEqual({
      answer: { before: 'Yes, in Lagos.', after: 'Yes, in Lagos and Abuja.' },
      category: { before: null, after: 'Delivery' },
      displayOrder: { before: 0, after: 2 },
    });
    expect(deleted).toMatchObject({ action: 'delete', changes: { question: { before: 'Do you assemble?', after: null } } });
  });
});
