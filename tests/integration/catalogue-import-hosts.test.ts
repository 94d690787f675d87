// @postgres: times the database's answer to select 1 while picture hosts are resolved
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { csvOf, importPreviewed, previewOf } from '../helpers/catalogue-import';
import { newCategory } from '../helpers/factories';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';
import { type LoopbackDns, startLoopbackDns } from '../helpers/dns-server';
import { db } from '@/server/db/client';
import { websiteSettings } from '@/server/db/schema';
import { HOST_LOOKUP_MS } from '@/server/catalog/catalogue-csv/public-address';
import { MAX_PICTURE_HOSTS } from '@/server/catalog/catalogue-csv/picture-hosts';

// The picture hosts a catalogue file names (docs/decisions/0055-catalogue-import.md, "Amendment: picture
// hosts"), against a DNS server on loopback that never answers names under .hang.test: they are looked up
// before the import's transaction, each within HOST_LOOKUP_MS, so the shop's one PGlite connection keeps
// answering meanwhile; a file may name at most MAX_PICTURE_HOSTS hosts.

const { dataDir } = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return { dataDir: pointDataDirAtTempFolder() };
});

const callers = setUpAdminTestDatabase(dataDir);
const HEADER = ['Handle', 'Title', 'Type', 'Variant Price', 'Image Src'] as const;
const withPictures = (urls: string[]) => csvOf(HEADER, urls.map((url, at) => ({ Handle: `chair-${at + 1}`, Title: `Chair ${at + 1}`, Type: 'Chairs', 'Variant Price': '90000', 'Image Src': url })));

let dnsServer: LoopbackDns;
beforeAll(async () => {
  dnsServer = await startLoopbackDns({ silentFor: ['.hang.test'] });
});
afterAll(() => dnsServer.close());
beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, websiteSettings] });
  await newCategory('Chairs');
  dnsServer.asked.length = 0;
});

/** How long the shop's database takes to answer `select 1` now. */
async function selectOneMs() {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return performance.now() - started;
}

describe('Picture hosts of a catalogue file', () => {
  it('are looked up outside the import’s transaction: the shop’s database answers at once while their DNS hangs', async () => {
    const file = withPictures(['https://cdn.hang.test/a.png', 'https://img.hang.test/b.png']);
    const started = performance.now();
    const planned = await previewOf(callers.admin, file);
    // Each lookup gives up at its deadline, all of a file's at once: the preview waits one deadline, not two.
    expect(performance.now() - started).toBeLessThan(2 * HOST_LOOKUP_MS);
    expect(planned.entries.find((entry) => entry.handle === 'chair-1')!.notes).toEqual([
      `The picture https://cdn.hang.test/a.png cannot be fetched now (the host cdn.hang.test did not answer within ${HOST_LOOKUP_MS / 1000} seconds): it is tried again after the import, and if it still fails it is listed on the Products screen to fetch later`,
    ]);

    dnsServer.asked.length = 0;
    const importing = importPreviewed(callers.admin, planned);
    await vi.waitUntil(() => dnsServer.asked.some((name) => name.endsWith('.hang.test')), { timeout: 5_000, interval: 20 });
    expect(await selectOneMs()).toBeLessThan(1_000);
    const result = await importing;
    expect(result).toMatchObject({ ok: true, data: { counts: { create: 2 }, picturesToFetch: 2 } });
  });

  it(`refuses the products whose pictures are on a host past the first ${MAX_PICTURE_HOSTS}, asking nobody about it`, async () => {
    const urls = Array.from({ length: MAX_PICTURE_HOSTS + 1 }, (_, at) => `https://shop${at + 1}.gone.test/chair.png`);
    const planned = await previewOf(callers.admin, withPictures(urls));
    expect(planned.counts).toMatchObject({ create: MAX_PICTURE_HOSTS, refused: 1 });
    const last = urls.at(-1)!;
    expect(planned.entries.find((entry) => entry.kind === 'refused')).toMatchObject({
      handle: `chair-${MAX_PICTURE_HOSTS + 1}`,
      problems: [
        {
          row: MAX_PICTURE_HOSTS + 2,
          message: `The picture ${last} cannot be fetched: the file names pictures on more than ${MAX_PICTURE_HOSTS} different hosts, the most one import looks up. Import the products with pictures elsewhere in another file`,
        },
      ],
    });
    expect(new Set(dnsServer.asked).size).toBe(MAX_PICTURE_HOSTS);
    expect(dnsServer.asked).not.toContain(`shop${MAX_PICTURE_HOSTS + 1}.gone.test`);
  });
});
