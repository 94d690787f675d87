// @postgres: shoppers sign up and products are made at once
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedInShopper, signedOut, type TestCaller } from '../helpers/sessions';
import { db } from '@/server/db/client';
import { products, savedPieces, users } from '@/server/db/schema';
import { mergeSavedPiecesAction } from '@/server/saved/actions/store/merge-saved-pieces';
import { savePieceAction } from '@/server/saved/actions/store/save-piece';
import { listSavedPieces } from '@/server/saved/saved-pieces';
import { parseSavedIds } from '@/lib/saved/saved-store';
import { newCategory, newProduct, newProductWithOptions } from '../helpers/factories';

// Saved pieces (docs/product.md, "Saved pieces") through the real actions, with real sessions, on
// PGlite (PostgreSQL with TEST_DATABASE_URL): a shopper's hearts are their own, and a visitor's list
// from the browser joins the account on sign-in, once, whatever it holds.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

// This file's pieces: chairs at ₦185,000, four in stock, unless a test says otherwise.
const CHAIR = { category: 'chairs', priceKobo: 185_000_00, stockQuantity: 4 };
beforeAll(async () => {
  await newCategory('Chairs');
});

async function userId(caller: TestCaller) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, caller.email));
  return row!.id;
}

const save = (caller: TestCaller, productId: string, saved = true) => as(caller, () => savePieceAction({ productId, saved }));
const savedIdsOf = async (caller: TestCaller) => (await listSavedPieces(await userId(caller))).map((piece) => piece.id);

describe('saving a piece', () => {
  it('saves, lists with price and stock, and unsaves; saving twice is one row', async () => {
    const shopper = await signedInShopper();
    const chair = await newProduct({ ...CHAIR, discountPriceKobo: 150_000_00, stockQuantity: 2 });
    expect(await save(shopper, chair.id)).toEqual({ ok: true, data: { saved: true } });
    expect(await save(shopper, chair.id)).toMatchObject({ ok: true });
    const rows = await db.select().from(savedPieces).where(eq(savedPieces.productId, chair.id));
    expect(rows).toHaveLength(1);
    const [listed] = await listSavedPieces(await userId(shopper));
    expect(listed).toMatchObject({ id: chair.id, name: chair.name, priceKobo: 185_000_00, discountPriceKobo: 150_000_00, stockQuantity: 2 });

    expect(await save(shopper, chair.id, false)).toEqual({ ok: true, data: { saved: false } });
    expect(await savedIdsOf(shopper)).toEqual([]);
  });

  it('says which saved pieces are sold in options, to be chosen on their page before the cart', async () => {
    const shopper = await signedInShopper();
    const plain = await newProduct(CHAIR);
    const sofa = await newProductWithOptions({ ...CHAIR, name: 'Ikoyi Sofa' }, [{ name: 'Size', values: ['2-seater', '3-seater'] }], [
      { values: ['2-seater'], sku: 'IK-2', stockQuantity: 1 },
      { values: ['3-seater'], sku: 'IK-3', stockQuantity: 1 },
    ]);
    await save(shopper, plain.id);
    await save(shopper, sofa.id);
    const listed = await listSavedPieces(await userId(shopper));
    expect(Object.fromEntries(listed.map((piece) => [piece.id, piece.hasOptions]))).toEqual({ [plain.id]: false, [sofa.id]: true });
  });

  it("lists only one's own pieces, and unsaving touches only one's own", async () => {
    const [amaka, tunde] = await Promise.all([signedInShopper(), signedInShopper()]);
    const [sofa, lamp] = await Promise.all([newProduct(CHAIR), newProduct(CHAIR)]);
    await save(amaka, sofa.id);
    await save(tunde, lamp.id);
    await save(tunde, sofa.id);
    expect(await savedIdsOf(amaka)).toEqual([sofa.id]);
    expect((await savedIdsOf(tunde)).sort()).toEqual([sofa.id, lamp.id].sort());

    await save(amaka, sofa.id, false);
    expect(await savedIdsOf(amaka)).toEqual([]);
    expect((await savedIdsOf(tunde)).sort()).toEqual([sofa.id, lamp.id].sort());
  });

  it('refuses a visitor, an unknown or hidden piece, and a malformed id', async () => {
    const chair = await newProduct(CHAIR);
    expect(await save(signedOut, chair.id)).toMatchObject({ ok: false, code: 'signed-out' });
    expect(await db.select().from(savedPieces).where(eq(savedPieces.productId, chair.id))).toEqual([]);

    expect(await save(callers.shopper, randomUUID())).toMatchObject({ ok: false, code: 'rejected', error: 'This piece is no longer available.' });
    const hidden = await newProduct({ ...CHAIR, status: 'hidden' });
    expect(await save(callers.shopper, hidden.id)).toMatchObject({ ok: false, code: 'rejected' });
    expect(await save(callers.shopper, 'not-a-product')).toMatchObject({ ok: false, code: 'invalid' });
  });

  it('keeps a piece that goes hidden, but lists it only while it is on sale; a deleted piece is gone', async () => {
    const shopper = await signedInShopper();
    const [comes, goes] = await Promise.all([newProduct(CHAIR), newProduct(CHAIR)]);
    await save(shopper, comes.id);
    await save(shopper, goes.id);
    await db.update(products).set({ status: 'hidden' }).where(eq(products.id, comes.id));
    await db.delete(products).where(eq(products.id, goes.id));
    expect(await savedIdsOf(shopper)).toEqual([]);
    await db.update(products).set({ status: 'active' }).where(eq(products.id, comes.id));
    expect(await savedIdsOf(shopper)).toEqual([comes.id]);
  });
});

describe("merging the browser's list on sign-in", () => {
  it('adds the active pieces once, ignores unknown, deleted and hidden ones, and returns the whole list', async () => {
    const shopper = await signedInShopper();
    const [already, fromBrowser, deleted, hidden] = await Promise.all([newProduct(CHAIR), newProduct(CHAIR), newProduct(CHAIR), newProduct({ ...CHAIR, status: 'draft' })]);
    await save(shopper, already.id);
    await db.delete(products).where(eq(products.id, deleted.id));
    const browserList = [fromBrowser.id, already.id, deleted.id, hidden.id, randomUUID(), fromBrowser.id.toUpperCase()];

    const first = await as(shopper, () => mergeSavedPiecesAction({ productIds: browserList }));
    expect(first.ok).toBe(true);
    expect(first.ok && [...first.data.productIds].sort()).toEqual([already.id, fromBrowser.id].sort());
    const again = await as(shopper, () => mergeSavedPiecesAction({ productIds: browserList }));
    expect(again).toEqual(first);
    const rows = await db.select().from(savedPieces).where(eq(savedPieces.userId, await userId(shopper)));
    expect(rows).toHaveLength(2);
  });

  it('merges into the session account only, and refuses a visitor', async () => {
    const [amaka, tunde] = await Promise.all([signedInShopper(), signedInShopper()]);
    const chair = await newProduct(CHAIR);
    await as(amaka, () => mergeSavedPiecesAction({ productIds: [chair.id] }));
    expect(await savedIdsOf(tunde)).toEqual([]);
    expect(await as(signedOut, () => mergeSavedPiecesAction({ productIds: [chair.id] }))).toMatchObject({ ok: false, code: 'signed-out' });
    const rows = await db.select().from(savedPieces).where(and(eq(savedPieces.productId, chair.id)));
    expect(rows).toHaveLength(1);
  });

  it('refuses a list that is not product ids or too long', async () => {
    expect(await as(callers.shopper, () => mergeSavedPiecesAction({ productIds: ['x'] }))).toMatchObject({ ok: false, code: 'invalid' });
    const tooMany = Array.from({ length: 201 }, () => randomUUID());
    expect(await as(callers.shopper, () => mergeSavedPiecesAction({ productIds: tooMany }))).toMatchObject({ ok: false, code: 'invalid' });
  });
});

describe("the browser's stored list", () => {
  it('reads only product ids, once each; anything else reads as nothing', () => {
    const id = randomUUID();
    expect(parseSavedIds(JSON.stringify([id, id, 'nope', 3, null]))).toEqual([id]);
    expect(parseSavedIds('{"a":1}')).toEqual([]);
    expect(parseSavedIds('not json')).toEqual([]);
    expect(parseSavedIds(null)).toEqual([]);
  });
});
