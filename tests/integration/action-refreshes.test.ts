import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { AccessDeniedError } from '@/server/auth/session';
import { refreshAfter, storefrontVersion } from '@/server/storefront-cache';

// An action declares the public pages its write changes (`refreshes`) and the wrapper empties them
// once the run has resolved: never on a refusal, an invalid input or a failure
// (docs/decisions/0040-freshness-declared-by-the-write.md). No database: the wrapper alone.

const schema = z.object({ name: z.string().min(1, 'Name is required.') });
const open = async () => null;

describe('an action that declares refreshes', () => {
  it('empties the storefront once, after its run has resolved', async () => {
    const before = storefrontVersion();
    let seenDuringRun: number | undefined;
    const action = defineAction({ name: 'test', schema, authorize: open, fallbackError: 'Failed.', refreshes: 'storefront' }, async ({ name }) => {
      await Promise.resolve();
      seenDuringRun = storefrontVersion();
      return { name };
    });

    expect(await action({ name: 'Sofa' })).toEqual({ ok: true, data: { name: 'Sofa' } });
    expect(seenDuringRun).toBe(before);
    expect(storefrontVersion()).toBe(before + 1);
  });

  it('keeps the storefront when the input is invalid, the caller is refused, the run refuses or fails', async () => {
    let ran = 0;
    const action = (authorize: () => Promise<null>, run: () => Promise<string>) =>
      defineAction({ name: 'test', schema, authorize, fallbackError: 'Failed.', refreshes: 'storefront' }, () => {
        ran += 1;
        return run();
      });
    const done = async () => 'done';
    const before = storefrontVersion();

    expect(await action(open, done)({ name: '' })).toMatchObject({ ok: false, code: 'invalid' });
    expect(
      await action(async () => {
        throw new AccessDeniedError('signed-out');
      }, done)({ name: 'Sofa' }),
    ).toMatchObject({ ok: false, code: 'signed-out' });
    expect(ran).toBe(0);
    expect(
      await action(open, async () => {
        throw new ActionError('Not enough stock.');
      })({ name: 'Sofa' }),
    ).toEqual({ ok: false, code: 'rejected', error: 'Not enough stock.' });
    expect(
      await action(open, async () => {
        throw new Error('connection lost');
      })({ name: 'Sofa' }),
    ).toEqual({ ok: false, code: 'failed', error: 'Failed.' });
    expect(ran).toBe(2);
    expect(storefrontVersion()).toBe(before);
  });

  it('keeps the storefront when its run says nothing shown changed', async () => {
    const action = defineAction({ name: 'test', schema, authorize: open, fallbackError: 'Failed.', refreshes: 'storefront' }, async ({ name }, _actor, refresh) => {
      if (name === 'same') refresh.unchanged();
      return name;
    });
    const before = storefrontVersion();

    expect(await action({ name: 'same' })).toEqual({ ok: true, data: 'same' });
    expect(storefrontVersion()).toBe(before);
    expect(await action({ name: 'changed' })).toEqual({ ok: true, data: 'changed' });
    expect(storefrontVersion()).toBe(before + 1);
  });

  it('an action that declares nothing never empties it', async () => {
    const action = defineAction({ name: 'test', schema, authorize: open, fallbackError: 'Failed.' }, async ({ name }) => name);
    const before = storefrontVersion();

    expect(await action({ name: 'Sofa' })).toEqual({ ok: true, data: 'Sofa' });
    expect(storefrontVersion()).toBe(before);
  });
});

describe('refreshAfter, for writes outside an action (a route handler, a job)', () => {
  it('empties the storefront after the write resolved, not when it throws', async () => {
    const before = storefrontVersion();
    await expect(
      refreshAfter('storefront', async () => {
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(storefrontVersion()).toBe(before);

    expect(await refreshAfter('storefront', async () => 'saved')).toBe('saved');
    expect(storefrontVersion()).toBe(before + 1);
  });
});

describe('who empties the storefront', () => {
  it('only the declared refresh does: no write under src/ empties it by hand', async () => {
    const src = path.resolve(import.meta.dirname, '../../src');
    const files = (await readdir(src, { recursive: true })).filter((file) => /\.tsx?$/.test(file));
    const byHand: string[] = [];
    for (const file of files) {
      if (file === path.join('server', 'storefront-cache.ts')) continue;
      if (/\b(invalidateStorefront|bumpStorefrontVersion)\b/.test(await readFile(path.join(src, file), 'utf8'))) byHand.push(file);
    }
    expect(byHand).toEqual([]);
  });
});
