import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Redis from 'ioredis';
import { connectCacheBus, STOREFRONT_CHANNEL, type CacheBus } from '../../scripts/lib/cache-bus';
import { invalidateStorefront, storefrontVersion } from '@/server/storefront-cache';

// The page cache's cross-instance invalidation over a real Redis (REDIS_URL, 127.0.0.1:6379 here):
// another instance's message empties this one's cache; this one's change reaches the others.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let bus: CacheBus;
let otherInstance: Redis;
const heard: string[] = [];

beforeAll(async () => {
  bus = connectCacheBus(REDIS_URL);
  await bus.ready;
  otherInstance = new Redis(REDIS_URL);
  const listener = new Redis(REDIS_URL);
  await listener.subscribe(STOREFRONT_CHANNEL);
  listener.on('message', (_channel, sender: string) => heard.push(sender));
  afterAll(() => listener.quit());
});
afterAll(async () => {
  await bus.close();
  await otherInstance.quit();
});

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 100 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  return condition();
};

describe('cache bus', () => {
  it("empties this instance's page cache when another instance changes the shop", async () => {
    const before = storefrontVersion();
    await otherInstance.publish(STOREFRONT_CHANNEL, 'another-instance');
    expect(await until(() => storefrontVersion() > before)).toBe(true);
  });

  it('tells the other instances about a change made here, once', async () => {
    heard.length = 0;
    const before = storefrontVersion();
    invalidateStorefront();
    expect(storefrontVersion()).toBe(before + 1); // this instance at once, not through Redis
    expect(await until(() => heard.length === 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(storefrontVersion()).toBe(before + 1); // its own message is not counted twice
  });

  it('keeps serving without Redis: a change while it is unreachable only logs', async () => {
    const logged: string[] = [];
    const offline = connectCacheBus('redis://127.0.0.1:1', (line) => logged.push(line));
    const before = storefrontVersion();
    invalidateStorefront();
    expect(storefrontVersion()).toBe(before + 1);
    expect(await until(() => logged.length > 0)).toBe(true);
    expect(logged[0]).toMatch(/Redis \(REDIS_URL\) is unreachable/);
    await offline.close();
  });
});
