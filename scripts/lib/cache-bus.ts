import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { bumpStorefrontVersion } from '@/server/storefront-cache';

// Several instances behind one load balancer each keep their own page cache
// (docs/decisions/0006-storefront-page-cache.md). With REDIS_URL, a change on one instance is
// published on a channel and every other instance empties its cache at once; the cache's TTL
// stays as the safety net for a message lost while Redis was away
// (docs/decisions/0042-page-cache-invalidated-across-instances-over-redis.md).

export const STOREFRONT_CHANNEL = 'adire-living:storefront-changed';

/** `ready` settles once the subscription is in place (or Redis was found unreachable). */
export type CacheBus = { ready: Promise<void>; close: () => Promise<void> };

export function connectCacheBus(redisUrl: string, log: (message: string) => void = console.warn): CacheBus {
  const instance = randomUUID();
  // No waiting for Redis at start-up: the shop serves without it (TTL only) and ioredis keeps
  // reconnecting; a publish while it is away fails at once instead of queueing.
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const subscriber = new Redis(redisUrl);
  let warned = false;
  const onError = (error: Error) => {
    if (warned) return;
    warned = true; // ioredis reconnects on its own; one line per outage is enough
    log(`Redis (REDIS_URL) is unreachable: pages cached on other instances may stay stale for up to the page cache's TTL. ${error.message}`);
  };
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('ready', () => (warned = false));

  const subscribed = subscriber.subscribe(STOREFRONT_CHANNEL).catch(onError);
  subscriber.on('message', (_channel: string, sender: string) => {
    if (sender !== instance) bumpStorefrontVersion();
  });
  globalThis.__storefrontBroadcast = () => {
    publisher.publish(STOREFRONT_CHANNEL, instance).catch(onError);
  };

  return {
    ready: subscribed.then(() => undefined),
    async close() {
      globalThis.__storefrontBroadcast = undefined;
      // quit() waits for Redis to answer; a client that never connected is just dropped.
      const end = (client: Redis) => (client.status === 'ready' ? client.quit() : Promise.resolve(client.disconnect()));
      await Promise.allSettled([end(subscriber), end(publisher)]);
    },
  };
}
