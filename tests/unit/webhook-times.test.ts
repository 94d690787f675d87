import { describe, expect, it } from 'vitest';
import { isoFromUnixSeconds } from '@/server/messaging/webhooks/webhook-events';

// WhatsApp's times are whole seconds; the shop's own messages have milliseconds (src/server/messaging/webhooks/webhook-events.ts).
describe('isoFromUnixSeconds', () => {
  const second = 1_795_905_140; // 2026-11-28T22:32:20Z

  it('reads a whole second as late in it as its receipt allows, so a message after the shop’s reply of that second sorts after it', () => {
    expect(isoFromUnixSeconds(String(second), new Date('2026-11-28T22:32:20.640Z'))).toBe('2026-11-28T22:32:20.640Z');
    expect(isoFromUnixSeconds(second, new Date('2026-11-28T22:32:23.000Z'))).toBe('2026-11-28T22:32:20.999Z');
  });

  it('never reads it before its second (a provider clock ahead of ours), and takes the receipt when there is no time', () => {
    expect(isoFromUnixSeconds(String(second), new Date('2026-11-28T22:32:19.500Z'))).toBe('2026-11-28T22:32:20.000Z');
    expect(isoFromUnixSeconds(undefined, new Date('2026-11-28T22:32:19.500Z'))).toBe('2026-11-28T22:32:19.500Z');
    expect(isoFromUnixSeconds('not a time', new Date('2026-11-28T22:32:19.500Z'))).toBe('2026-11-28T22:32:19.500Z');
  });
});
