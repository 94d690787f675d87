import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { backgroundEncoderPid, reencodeInBackground } from '@/server/media/background-encoder';

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

  test('a picture whose encoder stops fails; the pictures after it go to a new encoder', async () => {
    const first = await photo(1600, 1200);
    await reencodeInBackground(first);
    const stoppedPid = backgroundEncoderPid()!;
    const lost = reencodeInBackground(first);
    process.kill(stoppedPid, 'SIGKILL');
    await expect(lost).rejects.toThrow('the background encoder stopped (SIGKILL)');
    expect((await reencodeInBackground(await photo(640, 480))).width).toBe(640);
    expect(backgroundEncoderPid()).not.toBe(stoppedPid);
  });

  test('pictures sent together are all answered, each with its own', async () => {
    const sizes = [320, 480, 640, 800, 960];
    const pictures = await Promise.all(sizes.map(async (width) => reencodeInBackground(await photo(width, 240))));
    expect(pictures.map((picture) => picture.width)).toEqual(sizes);
  });
});
