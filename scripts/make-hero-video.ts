// Makes the home page's looping hero video and its poster from a generated room scene:
//   npx tsx --conditions=react-server scripts/make-hero-video.ts
// Each frame is the scene rendered by librsvg (sharp) with a slow zoom and the window light
// breathing, piped as raw RGB into ffmpeg. Every motion is a full cosine cycle, so the last
// frame leads back into the first and the muted autoplay loop has no visible seam.
// Needs ffmpeg with libx264 on PATH (or FFMPEG=/path/to/ffmpeg).

import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { roomSvg, type RoomMotion, type RoomScene } from '../seed/images/rooms';

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 25;
const SECONDS = 10;
const OUT_DIR = path.join(process.cwd(), 'public', 'videos');
const VIDEO = path.join(OUT_DIR, 'hero-loop.mp4');
// The poster is a picture the image optimizer sizes for each screen: it lives with the other pictures.
const POSTER = path.join(process.cwd(), 'public', 'images', 'hero-loop-poster.webp');

const SCENE: RoomScene = { kind: 'living', wall: 'Clay', floor: 'Oak', colour: 'Indigo', seed: 'hero-video' };

/** Motion at phase t in [0, 1): zoom in and back out, light swelling as a cloud passes. */
function motionAt(t: number): RoomMotion {
  const wave = (1 - Math.cos(2 * Math.PI * t)) / 2;
  return { zoom: 1 + 0.07 * wave, light: 1 - 0.45 * Math.sin(Math.PI * t) ** 2, shift: 70 * wave };
}

function frame(t: number) {
  return sharp(Buffer.from(roomSvg(SCENE, WIDTH, HEIGHT, motionAt(t))))
    .removeAlpha()
    .raw()
    .toBuffer();
}

function startEncoder() {
  const ffmpeg = spawn(
    process.env.FFMPEG ?? 'ffmpeg',
    [
      '-y', '-loglevel', 'error',
      '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${WIDTH}x${HEIGHT}`, '-r', String(FPS), '-i', '-',
      '-an',
      '-c:v', 'libx264', '-preset', 'slow', '-tune', 'animation', '-crf', '23',
      '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-g', String(FPS * 2),
      '-movflags', '+faststart',
      VIDEO,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with code ${code}`))));
  });
  return { stdin: ffmpeg.stdin, done };
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  const total = FPS * SECONDS;
  const encoder = startEncoder();
  // Render a couple of frames ahead while ffmpeg encodes the current one.
  let pending = frame(0);
  for (let i = 0; i < total; i++) {
    const pixels = await pending;
    if (i + 1 < total) pending = frame((i + 1) / total);
    if (i === 0) {
      await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).webp({ quality: 80 }).toFile(POSTER);
    }
    if (!encoder.stdin.write(pixels)) await new Promise((resolve) => encoder.stdin.once('drain', resolve));
  }
  encoder.stdin.end();
  await encoder.done;
  console.log(`Wrote ${path.relative(process.cwd(), VIDEO)} and ${path.relative(process.cwd(), POSTER)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
