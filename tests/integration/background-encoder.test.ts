import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, test, vi } from 'vitest';
import { BACKGROUND_MAX_PIXELS, backgroundEncoderPid, ENCODER_ATTEMPTS, reencodeInBackground } from '@/server/media/background-encoder';

// The background encoder (src/server/media/background-encoder.ts): the catalogue import's pictures are
// re-encoded in a process of its own at the lowest CPU priority, every thread of it.

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();

/** The nice value of each thread of process `pid` (field 19 of /proc/pid/task/tid/stat). */
function threadNiceValues(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: the fields are counted after it.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

/** The peak resident memory of process `pid` (VmHWM in /proc/pid/status), in MB. */
function peakResidentMb(pid: number): number {
  const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** Whether process `pid` has ended (a stopped or killed one is reaped by its parent, the shop's process). */
function ended(pid: number) {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

/** The encoder's pid once one other than `not` runs. */
async function encoderOtherThan(not: number | undefined) {
  await vi.waitUntil(() => backgroundEncoderPid() !== undefined && backgroundEncoderPid() !== not, { timeout: 10_000, interval: 2 });
  return backgroundEncoderPid()!;
}

describe('the background encoder', () => {
  test('re-encodes a picture as WebP, full size and thumbnail, in a process whose every thread runs at the lowest priority', async () => {
    const picture = await reencodeInBackground(await photo(2400, 1200));
    expect({ width: picture.width, height: picture.height }).toEqual({ width: 2000, height: 1000 });
    expect((await sharp(picture.full).metadata()).format).toBe('webp');
    expect(await sharp(picture.thumbnail).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });

    const pid = backgroundEncoderPid();
    expect(pid).toBeDefined();
    expect(pid).not.toBe(process.pid);
    const niceValues = threadNiceValues(pid!);
    // Its libuv and libvips threads ran the picture: they are there, and at the lowest priority too.
    expect(niceValues.length).toBeGreaterThan(4);
    expect(new Set(niceValues)).toEqual(new Set([19]));
  });

  test('bytes that are no picture it can read are refused, and the encoder goes on', async () => {
    const truncated = (await photo(800, 600)).subarray(0, 400);
    await expect(reencodeInBackground(truncated)).rejects.toThrow();
    const picture = await reencodeInBackground(await photo(800, 600));
    expect(picture.width).toBe(800);
  });

  test('pictures in an encoder that stops are tried again, alone, in a new one; a picture that stops it twice fails with a sentence', async () => {
    const [large, small] = await Promise.all([photo(4000, 3000), photo(640, 480)]);
    await reencodeInBackground(small);
    // Two pictures in an encoder killed under them: both tried again, one after the other, and done.
    const firstPid = backgroundEncoderPid()!;
    const neighbours = [reencodeInBackground(large), reencodeInBackground(small)];
    process.kill(firstPid, 'SIGKILL');
    expect((await Promise.all(neighbours)).map((picture) => picture.width)).toEqual([2000, 640]);

    // One whose encoder is killed twice, the second time alone in it: failed, with why.
    const secondPid = backgroundEncoderPid()!;
    const killer = reencodeInBackground(large);
    process.kill(secondPid, 'SIGKILL');
    process.kill(await encoderOtherThan(secondPid), 'SIGKILL');
    await expect(killer).rejects.toThrow(`stopped the picture encoder ${ENCODER_ATTEMPTS} times (the last time: SIGKILL).`);
    expect((await reencodeInBackground(small)).width).toBe(640);
  });

  test('a picture still in the encoder at its deadline ends that encoder and fails with a sentence; the next goes to a new one', async () => {
    const picture = await photo(1600, 1200);
    await reencodeInBackground(picture);
    const hungPid = backgroundEncoderPid()!;
    const hung = reencodeInBackground(picture, { deadlineMs: 1_500 });
    // A decode that never ends, as a hung libvips would: the process stops taking any CPU.
    process.kill(hungPid, 'SIGSTOP');
    await expect(hung).rejects.toThrow('took longer than 1.5 seconds to re-encode.');
    await vi.waitUntil(() => ended(hungPid), { timeout: 5_000 });
    expect((await reencodeInBackground(picture)).width).toBe(1600);
    expect(backgroundEncoderPid()).not.toBe(hungPid);
  });

  test(`refuses a picture of more than ${BACKGROUND_MAX_PIXELS / 1_000_000} megapixels before decoding it: two small interlaced PNGs of 36 megapixels leave it small`, async () => {
    // Few bytes, many pixels: interlaced PNGs are decoded whole, into memory, twice each (picture and thumbnail).
    const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#a0522d' } })
      .png({ progressive: true, compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await reencodeInBackground(await photo(320, 240));
    const pid = backgroundEncoderPid()!;
    const refusals = await Promise.allSettled([reencodeInBackground(bomb), reencodeInBackground(bomb)]);
    for (const refusal of refusals) expect(refusal).toMatchObject({ status: 'rejected', reason: { message: 'is 6,000 × 6,000 pixels: pictures of more than 25 megapixels are not taken.' } });
    expect(backgroundEncoderPid()).toBe(pid);
    expect(peakResidentMb(pid)).toBeLessThan(300);
  });

  test('pictures sent together are all answered, each with its own', async () => {
    const sizes = [320, 480, 640, 800, 960];
    const pictures = await Promise.all(sizes.map(async (width) => reencodeInBackground(await photo(width, 240))));
    expect(pictures.map((picture) => picture.width)).toEqual(sizes);
  });
});
